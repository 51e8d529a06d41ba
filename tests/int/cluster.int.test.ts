/**
 * One web server per core (src/server/cluster.mjs): copies of the server on one port, each with its
 * own page cache. A visitor must not be able to tell which copy answered: an edit reaches every
 * copy within a second, an image one copy encoded is served by all, a copy that dies is replaced
 * while the others answer, and a stop ends them all.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CookieJar, get, getOnNewConnection, postJson, renameNewsAndCheckWithin } from '../helpers/http'
import { descendantsRunning } from '../helpers/processes'
import { answeredBy, getFromEachServer, serverProcesses } from '../helpers/servers'
import { isRunning, type RunningSite, startSite, TEST_ADMIN } from '../helpers/site'

let site: RunningSite

beforeAll(async () => {
  site = await startSite({ env: { WEB_CONCURRENCY: '2' } })
})
afterAll(async () => {
  await site?.stop()
})

const getPath = (path: string) => getOnNewConnection(new URL(path, site.url))

it('runs the servers it was asked for, and every one of them answers', async () => {
  const servers = await serverProcesses(site)
  expect(servers).toHaveLength(2)
  for (let request = 0; request < 6; request++) expect((await getPath('/api/health')).status).toBe(200)
  const answers = await getFromEachServer(site, '/foodtech')
  expect([...answers.keys()].sort()).toEqual([...servers].sort())
  for (const answer of answers.values()) expect(answer.status).toBe(200)
})

it('serves an edit fresh from every server within a second', async () => {
  const { docs } = await (await get(site.url, '/api/news?limit=1&depth=0')).json()
  const path = `/community/news/${docs[0].id}`
  // Every copy renders and caches the page first, so the test proves that each copy's cache is
  // told about the edit.
  await getFromEachServer(site, path)

  // A check begun within 1 s of the save in which every copy answers with the new title.
  const fresh = await renameNewsAndCheckWithin(site.url, docs[0].id, TEST_ADMIN, 1000, async (title) => {
    const answers = await getFromEachServer(site, path)
    return [...answers.values()].every((answer) => answer.body.toString('utf8').includes(title))
  })
  expect(fresh).toBe(true)
})

it('encodes an image once for all servers: the other serves it from the shared image files', async () => {
  // Neither copy has made this size yet (each site starts from its own data folder).
  const image = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fseed-hero-night-orbit.webp&w=750&q=75'
  const answers = [...(await getFromEachServer(site, image, { accept: 'image/avif,image/webp,*/*' })).values()]
  expect(answers.map((answer) => answer.status)).toEqual([200, 200])
  expect(answers.map((answer) => answer.headers['content-type'])).toEqual(['image/avif', 'image/avif'])
  // The second copy never encoded it and had nothing in memory: as after a restart.
  expect(answers.map((answer) => answer.headers['x-nextjs-cache'])).toEqual(['MISS', 'HIT'])
  expect(answers[1]?.body.equals(answers[0]?.body as Buffer)).toBe(true)
})

it("forgets a deleted image's resized copies on every server, in memory and in the shared files", async () => {
  const admin = new CookieJar()
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `gone-${Date.now()}.png`)
  form.set('_payload', JSON.stringify({ alt: '지울 이미지' }))
  const write = (method: string, path: string, body?: FormData) =>
    fetch(new URL(path, site.url), { method, headers: { origin: site.url, cookie: admin.header() }, body })
  const created = await write('POST', '/api/media', form)
  expect(created.status).toBe(201)
  const { doc } = await created.json()
  const image = `/_next/image?url=${encodeURIComponent(`/api/media/file/${doc.filename}`)}&w=640&q=75`
  const accept = { accept: 'image/avif,image/webp,*/*' }
  const before = [...(await getFromEachServer(site, image, accept)).values()]
  expect(before.map((answer) => answer.headers['x-nextjs-cache'])).toEqual(['MISS', 'HIT'])
  const files = async () => (await readdir(path.join(site.dataDir, 'image-cache'))).length
  expect(await files()).toBeGreaterThan(0)

  expect((await write('DELETE', `/api/media/${doc.id}`)).status).toBe(200)
  await expect.poll(files, { timeout: 5000 }).toBe(0)
  // Neither server serves it from memory either: the file behind it is gone.
  for (const answer of (await getFromEachServer(site, image, accept)).values()) expect(answer.status).not.toBe(200)
})

it('answers new visitors from the other server while one is stuck', async () => {
  // A copy whose event loop is busy (here: stopped outright) accepts no connection, so none waits
  // for it: the copies accept from the shared socket themselves (src/server/cluster.mjs). Under round
  // robin the primary hands the stuck copy a connection, which waits for it.
  const [stuck] = (await serverProcesses(site)) as [number]
  process.kill(stuck, 'SIGSTOP')
  try {
    for (let request = 0; request < 6; request++) {
      const answer = await Promise.race([
        getPath('/invest'),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 5 s')), 5000)),
      ])
      expect(answer.status).toBe(200)
    }
  } finally {
    process.kill(stuck, 'SIGCONT')
  }
})

it('replaces a server that dies while the other keeps answering', async () => {
  const [victim, survivor] = await serverProcesses(site)
  const from = site.output().length
  process.kill(victim as number, 'SIGKILL')
  await expect.poll(() => site.output().slice(from).includes('다시 시작합니다'), { timeout: 10_000 }).toBe(true)
  // Until the new copy listens, every connection goes to the one left.
  for (let request = 0; request < 4; request++) expect((await getPath('/invest')).status).toBe(200)

  await expect.poll(async () => (await serverProcesses(site)).length, { timeout: 60_000 }).toBe(2)
  const replacement = (await serverProcesses(site)).find((pid) => pid !== survivor)
  expect(replacement).not.toBe(victim)
  // It takes its share of new connections once it listens.
  await expect
    .poll(
      async () => {
        const answer = await getPath('/invest')
        expect(answer.status).toBe(200)
        return (await answeredBy(site, answer)) === replacement
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true)
})

it('stops every server on SIGTERM and exits 0', async () => {
  const processes = [
    ...(await descendantsRunning(site.pid, 'src/server/cluster.mjs')),
    ...(await descendantsRunning(site.pid, 'src/server/server.mjs')),
  ]
  expect(processes).toHaveLength(3)
  expect(await site.stop()).toBe(0)
  for (const pid of processes) expect(isRunning(pid)).toBe(false)
})
