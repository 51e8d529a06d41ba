/** The processes under a started site, read from /proc (Linux). */
import { readdir, readFile } from 'node:fs/promises'

/** Pids of every descendant of a process: e.g. the web servers and Postgres under `npm start`. */
export async function descendants(pid: number): Promise<number[]> {
  const parents = new Map<number, number>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    parents.set(Number(entry), ppid)
  }
  const found: number[] = []
  const queue = [pid]
  while (queue.length) {
    const current = queue.shift() as number
    for (const [child, parent] of parents) {
      if (parent !== current) continue
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

/** The descendants of `pid` whose command line contains `text` (e.g. `src/server/server.mjs`). */
export async function descendantsRunning(pid: number, text: string): Promise<number[]> {
  const matching: number[] = []
  for (const child of await descendants(pid)) {
    const cmdline = await readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '')
    if (cmdline.includes(text)) matching.push(child)
  }
  return matching
}
