/**
 * A real Node server whose responses are the site's (src/server/site-response.mjs) and whose
 * answers are decided as the site's are (src/server/answer.mjs), with a handler standing in for Next.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { createAnswers } from '../../src/server/answer.mjs'
import { createKeptPages } from '../../src/server/kept-pages.mjs'
import { createMaintenance } from '../../src/server/maintenance.mjs'
import { SiteResponse } from '../../src/server/site-response.mjs'

export type Next = (req: http.IncomingMessage, res: http.ServerResponse) => void

const servers: http.Server[] = []

/** Starts one, with pages kept in front of Next as the server keeps them (not in dev); returns its base URL. */
export async function serveAnswers(
  next: Next,
  {
    probe = { isDown: async () => false },
    dev = false,
    staticDir = os.tmpdir(),
    keptPages = dev ? undefined : createKeptPages(),
  }: {
    probe?: { isDown: () => Promise<boolean> }
    dev?: boolean
    staticDir?: string
    keptPages?: ReturnType<typeof createKeptPages>
  } = {},
) {
  const answerFor = createAnswers({ dev, maintenance: createMaintenance(probe), staticDir, keptPages })
  const server = http.createServer({ ServerResponse: SiteResponse as typeof http.ServerResponse }, (req, res) => {
    if (keptPages?.answer(req, res)) return
    ;(res as SiteResponse).decideAnswer = answerFor(req)
    next(req, res)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Closes every server started so far. */
export async function closeAnswerServers() {
  const closing = servers.splice(0).map((server) => {
    const closed = new Promise((resolve) => server.close(resolve))
    server.closeAllConnections()
    return closed
  })
  await Promise.all(closing)
}
