/**
 * With S3_* set, uploaded files live in the bucket, not on any server's disk (docs/deploy.md,
 * "Uploaded files"): two servers on one Postgres, each with a media folder of its own, against an
 * S3-compatible fake (tests/helpers/s3.ts) that checks every request's signature. What one server
 * stores, the other serves.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { S3 } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfBlob, uploadImage } from '../helpers/files'
import { CookieJar, get, postJson } from '../helpers/http'
import { investInquiryForm } from '../helpers/inquiry'
import { createVerifiedMember, newClient, signIn } from '../helpers/members'
import { publishNews, TEST_SECRETS } from '../helpers/payload'
import { type FakeS3, startFakeS3 } from '../helpers/s3'
import { runScript } from '../helpers/scripts'
import { type RunningSite, startSite, TEST_ADMIN } from '../helpers/site'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

let s3: FakeS3
let db: TestDatabase
/** Server A, which receives the uploads and inquiries. */
let site: RunningSite
/** Server B, which never saw them. */
let other: RunningSite
const editor = new CookieJar()

type MediaDoc = {
  id: number
  filename: string
  url: string
  mimeType: string
  sizes: Record<string, { filename: string | null; mimeType: string | null }>
}
let image: MediaDoc
let sizeFiles: string[]
/** The post whose cover the image becomes (it must let go before the image can be deleted). */
let coverOf: number

beforeAll(async () => {
  s3 = await startFakeS3()
  // An empty database, as on a first deployment: A migrates it and the seed uploads the demo images.
  db = await createTestDatabase()
  const env = { ...s3.env, ...TEST_SECRETS, DATABASE_URL: db.url, TRUSTED_PROXY: 'true' }
  site = await startSite({ env })
  other = await startSite({ env })
  const login = await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })
  expect(login.status).toBe(200)
}, 180_000)

afterAll(async () => {
  await Promise.all([site?.stop(), other?.stop()])
  await db?.destroy()
  await s3?.close()
})

/** Every file in both servers' upload folders (media and inquiry attachments). */
async function filesOnDisk(): Promise<string[]> {
  const files: string[] = []
  for (const dir of [site, other].flatMap((server) =>
    ['media', 'inquiry-files'].map((f) => path.join(server.dataDir, f)),
  )) {
    if (!existsSync(dir)) continue
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name))
  }
  return files
}

describe('media in an S3 bucket', () => {
  it('holds the demo images the seed uploaded, which the home page shows', async () => {
    expect(site.output()).toContain('파일 저장소: S3 버킷 site-media')
    const response = await get(site.url, '/api/media?limit=100&depth=0')
    const { docs } = (await response.json()) as { docs: MediaDoc[] }
    expect(docs.length).toBeGreaterThan(10)
    const files = docs.flatMap((doc) => [doc.filename, ...Object.values(doc.sizes).map((size) => size.filename)])
    const keys = files.filter((file) => file !== null).map((file) => `media/${file}`)
    expect(s3.keys()).toEqual(expect.arrayContaining(keys))

    const home = await (await get(site.url, '/')).text()
    const images = [...home.matchAll(/<img[^>]+src="(\/_next\/image\?url=[^"]+)"/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    )
    expect(images.length).toBeGreaterThan(3)
    const statuses = await Promise.all(images.map(async (src) => (await fetch(`${site.url}${src}`)).status))
    expect(statuses.every((status) => status === 200)).toBe(true)
  })

  it("puts an editor's upload and every generated size in the bucket, nothing on disk", async () => {
    const response = await uploadImage(site.url, editor, {
      name: `s3-${randomUUID().slice(0, 8)}.png`,
      alt: 'S3 저장소 시험 이미지',
      // Larger than every image size, so that all four are made.
      width: 2000,
      height: 1100,
    })
    expect(response.status).toBe(201)
    const doc = (await response.json()).doc
    image = { ...doc, url: new URL(doc.url, site.url).pathname }

    // Served through Payload's own route, never a bucket address.
    expect(new URL(doc.url).origin).toBe(site.url)
    expect(image.url).toBe(`/api/media/file/${encodeURIComponent(image.filename)}`)
    sizeFiles = ['thumbnail', 'card', 'hero', 'og'].map((size) => image.sizes[size]?.filename ?? `missing ${size}`)
    expect(s3.keys()).toEqual(expect.arrayContaining([image.filename, ...sizeFiles].map((file) => `media/${file}`)))
    const original = s3.object(`media/${image.filename}`)
    expect(original?.contentType).toBe('image/webp')
    expect(original?.body.subarray(8, 12).toString()).toBe('WEBP')
    expect(s3.object(`media/${image.sizes.og?.filename}`)?.contentType).toBe('image/jpeg')
    expect((await sharp(s3.object(`media/${image.sizes.thumbnail?.filename}`)?.body).metadata()).width).toBe(400)

    expect(await filesOnDisk()).toEqual([])
    expect(s3.refused()).toEqual([])
  })

  it('serves it to a guest from the other server: the media URL, byte ranges and next/image', async () => {
    const original = await get(other.url, image.url)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await original.arrayBuffer())).toEqual(s3.object(`media/${image.filename}`)?.body)

    const size = await get(other.url, `/api/media/file/${encodeURIComponent(sizeFiles[1] ?? '')}`)
    expect(size.status).toBe(200)
    expect(Buffer.from(await size.arrayBuffer())).toEqual(s3.object(`media/${sizeFiles[1]}`)?.body)

    const part = await fetch(`${other.url}${image.url}`, { headers: { range: 'bytes=0-11' } })
    expect(part.status).toBe(206)
    expect(
      Buffer.from(await part.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP')

    const optimized = await fetch(`${other.url}/_next/image?url=${encodeURIComponent(image.url)}&w=640&q=75`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    })
    expect(optimized.status).toBe(200)
    expect(optimized.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/)
    expect((await sharp(Buffer.from(await optimized.arrayBuffer())).metadata()).width).toBe(640)
  })

  it('shows it on a public page of the other server, whose image address answers a guest', async () => {
    const title = `S3 시험 소식 ${randomUUID().slice(0, 8)}`
    const post = await publishNews(site.url, editor, { title, summary: '버킷에 있는 표지 이미지', cover: image.id })
    expect(post.status).toBe(201)
    coverOf = (await post.json()).doc.id
    const page = await get(other.url, `/community/news/${coverOf}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(title)
    // The cover is the page's largest image: phones get it inside the HTML (made from the upload,
    // wherever the file is kept), wider screens from the `<source>`'s next/image addresses.
    expect(html).toMatch(/<img [^>]*class="article-cover"[^>]*src="data:image\/webp;base64,/)
    const src = html.match(/<source [^>]*srcSet="(\/_next\/image\?url=[^" ]+)/)?.[1]?.replaceAll('&amp;', '&')
    expect(src).toContain(encodeURIComponent(`/api/media/file/${image.filename}`))
    const shown = await fetch(`${other.url}${src}`)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toMatch(/^image\//)
  })

  it('deletes every object of an image deleted in the CMS of the other server', async () => {
    const remove = () =>
      fetch(`${other.url}/api/media/${image.id}`, {
        method: 'DELETE',
        headers: { origin: other.url, cookie: editor.header() },
      })
    // Still the cover of the post above: refused until the post lets it go.
    expect((await remove()).status).toBe(409)
    const freed = await fetch(`${site.url}/api/news/${coverOf}`, {
      method: 'DELETE',
      headers: { origin: site.url, cookie: editor.header() },
    })
    expect(freed.status).toBe(200)
    const deleted = await remove()
    expect(deleted.status).toBe(200)
    const left = s3.keys().filter((key) => [image.filename, ...sizeFiles].some((file) => key === `media/${file}`))
    expect(left).toEqual([])
    expect((await get(site.url, image.url)).status).toBe(404)
  })
})

describe('pitch decks in an S3 bucket', () => {
  it('stores the PDF of an investment inquiry in the bucket; on the other server only an editor downloads it', async () => {
    const form = investInquiryForm({ message: '사업소개서가 버킷에 저장되는지 확인합니다.' })
    const sent = await fetch(`${site.url}/api/contact/invest`, { method: 'POST', body: form, headers: newClient() })
    expect(sent.status).toBe(201)
    const { referenceNumber } = await sent.json()

    const found = await get(site.url, `/api/inquiries?where[referenceNumber][equals]=${referenceNumber}&depth=1`, {
      jar: editor,
    })
    const deck = (await found.json()).docs[0].pitchDeck as { filename: string; url: string }
    const pdf = Buffer.from(await pdfBlob().arrayBuffer())
    expect(s3.object(`inquiry-files/${deck.filename}`)?.body).toEqual(pdf)
    expect(s3.object(`inquiry-files/${deck.filename}`)?.contentType).toBe('application/pdf')
    expect(await filesOnDisk()).toEqual([])

    const fileUrl = new URL(deck.url, site.url).pathname
    expect(fileUrl).toBe(`/api/inquiry-files/file/${encodeURIComponent(deck.filename)}`)
    expect((await get(other.url, fileUrl)).status).toBe(403)
    const member = await createVerifiedMember(site)
    expect((await get(other.url, fileUrl, { jar: await signIn(other, member) })).status).toBe(403)
    // Not through the public media route either, whose files sit in another folder of the bucket.
    expect((await get(other.url, `/api/media/file/${encodeURIComponent(deck.filename)}`)).status).toBe(404)

    const download = await get(other.url, fileUrl, { jar: editor })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf)
    expect(s3.refused()).toEqual([])
  })
})

describe('backup with the files in a bucket', () => {
  it('archives the database alone and names the bucket', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'storage-s3-backup-'))
    try {
      const backup = await runScript('backup.ts', [work], {
        ...s3.env,
        ...TEST_SECRETS,
        DATABASE_URL: db.url,
        DATA_DIR: site.dataDir,
      })
      expect(backup.output).toContain('S3 버킷 site-media에 있어 이 백업에 넣지 않았습니다')
      expect(backup.code).toBe(0)
      const [name = 'missing'] = await readdir(work)
      const entries: string[] = []
      const manifest: Buffer[] = []
      await tar.t({
        file: path.join(work, name),
        onReadEntry: (entry) => {
          entries.push(entry.path)
          if (entry.path === 'manifest.json') entry.on('data', (chunk: Buffer) => manifest.push(chunk))
        },
      })
      expect(entries.filter((entry) => !/^(manifest\.json|database\/)/.test(entry))).toEqual([])
      // `npm run restore` reads it to say where the files are (tests/unit/backup-files.test.ts).
      expect(JSON.parse(Buffer.concat(manifest).toString()).bucket).toEqual({
        name: 'site-media',
        endpoint: s3.endpoint,
        prefix: '',
      })
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })
})

describe('logs with the S3 client', () => {
  it("the server writes the AWS SDK's warning about Node 20 as a JSON line, not as Node's text on stderr", async () => {
    // The client is made at start or on the first file request. (The seed's own process, which
    // writes plain text like the rest of npm start's output, has its own copy of the warning.)
    const lines = site.output().split('\n')
    const json = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line))
    const serverPid = json.find((line) => line.msg === 'request')?.pid
    expect(serverPid).toBeDefined()
    expect(lines.filter((line) => line.startsWith(`(node:${serverPid})`))).toEqual([])
    expect(json.find((line) => line.pid === serverPid && /NodeVersionSupportWarning/.test(line.msg))).toMatchObject({
      level: 40,
    })
  })
})

describe('the fake bucket', () => {
  it('refuses a request signed with the wrong secret or key id', async () => {
    const client = (accessKeyId: string, secretAccessKey: string) =>
      new S3({
        region: s3.env.S3_REGION,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId, secretAccessKey },
      })
    const put = (c: S3) => c.putObject({ Bucket: s3.bucket, Key: 'media/intruder.txt', Body: 'x' })
    await expect(put(client(s3.env.S3_ACCESS_KEY_ID ?? '', 'wrong-secret'))).rejects.toThrow(/signature/i)
    await expect(put(client('WRONGKEY', s3.env.S3_SECRET_ACCESS_KEY ?? ''))).rejects.toThrow(/Access Key Id/i)
    expect(s3.object('media/intruder.txt')).toBeUndefined()
    expect(s3.refused().map((refusal) => refusal.code)).toEqual(['SignatureDoesNotMatch', 'InvalidAccessKeyId'])
  })
})
