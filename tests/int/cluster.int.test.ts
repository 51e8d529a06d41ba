/**
 * One web server per core (scripts/cluster.mjs): copies of the server on one port, each with its
 * own page cache. A visitor must not be able to tell which copy answered: an edit reaches every
 * copy within a second, a copy that dies is replaced while the others answer, and a stop ends
 * them all.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { get, getOnNewConnection, renameNewsAndCheckWithin } from '../helpers/http'
import { descendantsRunning } from '../helpers/processes'
import { isRunning, type RunningSite, startSite, TEST_ADMIN } from '../helpers/site'

let site: RunningSite

beforeAll(async () => {
  site = await startSite({ env: { WEB_CONCURRENCY: '2' } })
})
afterAll(async () => {
  await site?.stop()
})

const getPath = (path: string) => getOnNewConnection(new URL(path, site.url))

/** The pids that wrote an access-log line for `path` after `from` characters of the output. */
function pidsServing(path: string, from = 0): Set<number> {
  const pids = new Set<number>()
  for (const line of site.output().slice(from).split('\n')) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line)
    if (entry.msg === 'request' && entry.path === path) pids.add(entry.pid)
  }
  return pids
}

it('runs the servers it was asked for, and every one of them answers', async () => {
  const servers = await descendantsRunning(site.pid, 'scripts/server.mjs')
  expect(servers).toHaveLength(2)
  const from = site.output().length
  for (let request = 0; request < 6; request++) expect((await getPath('/api/health')).status).toBe(200)
  // Health checks are not logged; a page is.
  for (let request = 0; request < 6; request++) expect((await getPath('/foodtech')).status).toBe(200)
  await expect.poll(() => [...pidsServing('/foodtech', from)].sort()).toEqual([...servers].sort())
})

it('serves an edit fresh from every server within a second', async () => {
  const { docs } = await (await get(site.url, '/api/news?limit=1&depth=0')).json()
  const path = `/community/news/${docs[0].id}`
  // Both copies render and cache the page first, so the test proves that each copy's cache is
  // told about the edit.
  for (let request = 0; request < 4; request++) await getPath(path)
  expect(pidsServing(path).size).toBe(2)

  // Four requests at once (two per copy) that all see the edit, begun within 1 s of the save.
  const fresh = await renameNewsAndCheckWithin(site.url, docs[0].id, TEST_ADMIN, 1000, async (title) => {
    const answers = await Promise.all([0, 1, 2, 3].map(() => getPath(path)))
    return answers.every((answer) => answer.body.toString('utf8').includes(title))
  })
  expect(fresh).toBe(true)
})

it('replaces a server that dies while the other keeps answering', async () => {
  const [victim, survivor] = await descendantsRunning(site.pid, 'scripts/server.mjs')
  const from = site.output().length
  process.kill(victim as number, 'SIGKILL')
  await expect.poll(() => site.output().slice(from).includes('다시 시작합니다'), { timeout: 10_000 }).toBe(true)
  // Until the new copy listens, every connection goes to the one left.
  for (let request = 0; request < 4; request++) expect((await getPath('/invest')).status).toBe(200)

  await expect
    .poll(async () => (await descendantsRunning(site.pid, 'scripts/server.mjs')).length, { timeout: 60_000 })
    .toBe(2)
  const replacement = (await descendantsRunning(site.pid, 'scripts/server.mjs')).find((pid) => pid !== survivor)
  expect(replacement).not.toBe(victim)
  // It takes its share of new connections once it listens.
  await expect
    .poll(
      async () => {
        expect((await getPath('/invest')).status).toBe(200)
        return pidsServing('/invest', from).has(replacement as number)
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true)
})

it('stops every server on SIGTERM and exits 0', async () => {
  const processes = [
    ...(await descendantsRunning(site.pid, 'scripts/cluster.mjs')),
    ...(await descendantsRunning(site.pid, 'scripts/server.mjs')),
  ]
  expect(processes).toHaveLength(3)
  expect(await site.stop()).toBe(0)
  for (const pid of processes) expect(isRunning(pid)).toBe(false)
})
