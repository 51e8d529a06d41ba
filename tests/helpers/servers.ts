/**
 * Reaching each web server process of a site: src/server/cluster.mjs runs one per core on one port,
 * each with its own page and image caches, and a new connection goes to whichever process accepts
 * it first. Which one answered is on the access-log line of the answer's request id (the sites of
 * tests/helpers/site.ts log JSON with access lines).
 */
import { getOnNewConnection } from './http'
import { descendantsRunning } from './processes'
import type { RunningSite } from './site'

type Answer = Awaited<ReturnType<typeof getOnNewConnection>>

export const serverProcesses = (site: RunningSite) => descendantsRunning(site.pid, 'src/server/server.mjs')

/** The pid of the server process that answered (its access-log line; written once the answer is sent). */
export async function answeredBy(site: RunningSite, answer: Answer, timeoutMs = 5000): Promise<number> {
  const requestId = answer.headers['x-request-id']
  if (typeof requestId !== 'string') throw new Error('the answer has no x-request-id')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    // From the end: a bench's output holds hundreds of thousands of lines.
    const output = site.output()
    let at = output.lastIndexOf(requestId)
    while (at >= 0) {
      const start = output.lastIndexOf('\n', at) + 1
      const end = output.indexOf('\n', at)
      const entry = parsedLine(output.slice(start, end < 0 ? undefined : end))
      if (entry?.msg === 'request' && entry.reqId === requestId) return entry.pid as number
      at = start > 0 ? output.lastIndexOf(requestId, start - 1) : -1
    }
    if (Date.now() > deadline) throw new Error(`no access-log line for request ${requestId}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** A JSON log line, or undefined for other output and a line still being written. */
function parsedLine(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined
  try {
    return JSON.parse(line)
  } catch {
    return undefined
  }
}

/**
 * GETs `path` once from each server process: the others are stopped (SIGSTOP) meanwhile, so the
 * one left accepts the connection, which the access log confirms. Each keeps its own page and image
 * caches, so this is how a test warms or checks every one of them. The answers by pid.
 */
export async function getFromEachServer(
  site: RunningSite,
  path: string,
  headers: Record<string, string> = {},
): Promise<Map<number, Answer>> {
  const servers = await serverProcesses(site)
  const answers = new Map<number, Answer>()
  for (const server of servers) {
    const others = servers.filter((pid) => pid !== server)
    for (const pid of others) process.kill(pid, 'SIGSTOP')
    try {
      const answer = await getOnNewConnection(new URL(path, site.url), headers)
      const pid = await answeredBy(site, answer)
      if (pid !== server) throw new Error(`${path}: server ${pid} answered while only ${server} was running`)
      answers.set(server, answer)
    } finally {
      for (const pid of others) process.kill(pid, 'SIGCONT')
    }
  }
  return answers
}
