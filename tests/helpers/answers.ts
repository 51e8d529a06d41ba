/**
 * A real Node server whose responses are the site's (src/server/site-response.mjs) and whose
 * answers are decided as the site's are (src/server/answer.mjs), with a handler standing in for Next.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { createAnswers } from '../../src/server/answer.mjs'
import { createMaintenance } from '../../src/server/maintenance.mjs'
import { SiteResponse } from '../../src/server/site-response.mjs'

export type Next = (req: http.IncomingMessage, res: http.ServerResponse) => void

const servers: http.Server[] = []

/** Starts one; returns its base URL. */
export async function serveAnswers(
  next: Next,
  {
    probe = { isDown: async () => false },
    dev = false,
    staticDir = os.tmpdir(),
  }: { probe?: { isDown: () => Promise<boolean> }; dev?: boolean; staticDir?: string } = {},
) {
  const answerFor = createAnswers({ dev, maintenance: createMaintenance(probe), staticDir })
  const server = http.createServer({ ServerResponse: SiteResponse as typeof http.ServerResponse }, (req, res) => {
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
