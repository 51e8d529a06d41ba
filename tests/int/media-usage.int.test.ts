/**
 * A media item in use (news cover, page hero, an upload node in rich text, a page block) cannot
 * be deleted, through the Local API or REST; the refusal names the place; unused ones go.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngHeaderOnly } from '../helpers/files'
import { CookieJar, postJson } from '../helpers/http'
import { richText } from '../helpers/payload'
import { type SeededSite, startSeededSiteWithLocalApi } from '../helpers/seeded-site'
import { type RunningSite, TEST_ADMIN } from '../helpers/site'

let seeded: SeededSite
let site: RunningSite
let payload: Payload
const admin = new CookieJar()

beforeAll(async () => {
  seeded = await startSeededSiteWithLocalApi()
  ;({ site, payload } = seeded)
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
})
afterAll(() => seeded?.stop())

let imageCount = 0
async function newImage(alt: string): Promise<number> {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name: `usage-${++imageCount}.png`, size: data.length },
  })
  return doc.id
}

const withUpload = (text: string, media: number) => {
  const value = richText(text)
  ;(value.root.children as unknown[]).push({
    type: 'upload',
    version: 3,
    format: '',
    relationTo: 'media',
    value: media,
    fields: null,
  })
  return value
}

const news = (title: string, data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'news',
    data: {
      title,
      summary: `${title} 요약`,
      body: richText(title),
      publishedAt: new Date().toISOString(),
      audience: 'public',
      _status: 'published',
      ...data,
    },
  })

async function restDelete(path: string) {
  const response = await fetch(new URL(path, site.url), {
    method: 'DELETE',
    headers: { origin: site.url, cookie: admin.header() },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const exists = async (id: number) =>
  (await payload.find({ collection: 'media', where: { id: { equals: id } }, limit: 1 })).totalDocs === 1

const localDeleteMessage = async (id: number) => {
  try {
    await payload.delete({ collection: 'media', id })
  } catch (error) {
    return { message: (error as Error).message, status: (error as { status?: number }).status }
  }
  return undefined
}

describe('deleting media in use', () => {
  it('refuses a news cover, naming the post and the field (Local API)', async () => {
    const cover = await newImage('표지')
    await news('표지가 있는 소식', { cover })
    const { filename } = await payload.findByID({ collection: 'media', id: cover })
    const refused = await localDeleteMessage(cover)
    expect(refused?.status).toBe(409)
    expect(refused?.message).toBe(
      `이 이미지(${filename})는 다음 곳에서 쓰이고 있어 삭제할 수 없습니다: 뉴스 「표지가 있는 소식」(대표 이미지). 먼저 그곳에서 이미지를 바꾸거나 빼 주세요.`,
    )
    expect(await exists(cover)).toBe(true)
  })

  it('refuses a page hero over REST with 409 and the message in errors[0]', async () => {
    const hero = await newImage('배경')
    const page = (await payload.find({ collection: 'pages', where: { path: { equals: '/intro/page-a' } } })).docs[0]
    expect(page).toBeDefined()
    await payload.update({
      collection: 'pages',
      id: page?.id as number,
      data: { hero: { ...page?.hero, image: hero }, _status: 'published' },
      context: { disableRevalidate: true },
    })
    const { status, body } = await restDelete(`/api/media/${hero}`)
    expect(status).toBe(409)
    const message = (body.errors as { message: string }[])[0]?.message
    expect(message).toContain(`페이지 「${page?.title}」(첫 화면 배경 이미지)`)
    expect(message).toContain('먼저 그곳에서 이미지를 바꾸거나 빼 주세요.')
    expect(await exists(hero)).toBe(true)
  })

  it('refuses an image inside a news body that is only in the latest draft, and one in a page block', async () => {
    const inBody = await newImage('본문 그림')
    const post = await news('본문에 그림이 있는 소식')
    await payload.update({ collection: 'news', id: post.id, draft: true, data: { body: withUpload('초안', inBody) } })
    const inBlock = await newImage('카드 그림')
    const page = (await payload.find({ collection: 'pages', where: { path: { equals: '/foodtech' } } })).docs[0]
    await payload.update({
      collection: 'pages',
      id: page?.id as number,
      draft: true,
      data: {
        layout: [
          ...(page?.layout ?? []),
          { blockType: 'cards', heading: '카드', cards: [{ title: '하나', body: '내용', image: inBlock }] },
        ],
      },
    })
    expect((await restDelete(`/api/media/${inBody}`)).body.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('뉴스 「본문에 그림이 있는 소식」(본문)') }),
    ])
    expect((await localDeleteMessage(inBlock))?.message).toContain(
      `페이지 「${page?.title}」(본문 블록 › 카드 목록 › 카드 › 이미지)`,
    )
  })

  it('names at most five places, then how many more', async () => {
    const shared = await newImage('여러 곳')
    for (let n = 1; n <= 7; n++) await news(`공유 ${n}`, { cover: shared })
    const message = (await localDeleteMessage(shared))?.message ?? ''
    expect(message.match(/「/g)).toHaveLength(5)
    expect(message).toContain(' 외 2곳.')
  })

  it('lets an unused image go, and one only old versions name', async () => {
    const unused = await newImage('안 씀')
    expect((await restDelete(`/api/media/${unused}`)).status).toBe(200)
    expect(await exists(unused)).toBe(false)

    const old = await newImage('예전 표지')
    const post = await news('표지를 바꾼 소식', { cover: old })
    await payload.update({ collection: 'news', id: post.id, data: { cover: null, _status: 'published' } })
    expect(await localDeleteMessage(old)).toBeUndefined()
    expect(await exists(old)).toBe(false)
  })

  it('bulk delete: the unused are deleted, the used refused per item with the message', async () => {
    const used = await newImage('쓰는 것')
    await news('일괄 삭제 확인', { cover: used })
    const free = [await newImage('빈 것 1'), await newImage('빈 것 2')]
    const ids = [used, ...free]
    const query = ids.map((id, index) => `where[id][in][${index}]=${id}`).join('&')
    const { status, body } = await restDelete(`/api/media?${query}`)
    expect(status).toBe(400)
    expect((body.docs as { id: number }[]).map((doc) => doc.id).sort()).toEqual([...free].sort())
    expect(body.errors).toEqual([
      expect.objectContaining({
        id: used,
        isPublic: true,
        message: expect.stringContaining('뉴스 「일괄 삭제 확인」(대표 이미지)'),
      }),
    ])
    expect(await exists(used)).toBe(true)
    for (const id of free) expect(await exists(id)).toBe(false)
  })
})

describe('uploads are judged by their bytes, and stored under a safe name', () => {
  const upload = async (data: Buffer, type: string, name: string) => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(data)], { type }), name)
    form.set('_payload', JSON.stringify({ alt: '업로드 확인' }))
    const response = await fetch(`${site.url}/api/media`, {
      method: 'POST',
      body: form,
      headers: { origin: site.url, cookie: admin.header() },
    })
    return {
      status: response.status,
      body: (await response.json()) as { errors?: { message: string }[]; doc?: { filename: string; url: string } },
    }
  }
  const stored = async (name: string) =>
    (await payload.find({ collection: 'media', where: { filename: { like: name } }, depth: 0 })).totalDocs

  it('refuses an HTML page sent as a caption (text/vtt), in Korean, and stores nothing', async () => {
    const page = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')
    const { status, body } = await upload(page, 'text/vtt', 'page-as-caption.html')
    expect(status).toBe(400)
    expect(body.errors?.[0]?.message).toContain('WEBVTT')
    expect(body.errors?.[0]?.message).toMatch(/[가-힣]/)
    expect(await stored('page-as-caption')).toBe(0)
    const hidden = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n<script>alert(1)</script>\n')
    expect((await upload(hidden, 'text/vtt', 'hidden-page.vtt')).status).toBe(400)
    const binary = Buffer.from('WEBVTT\n\n\u0000\u0001')
    expect((await upload(binary, 'text/vtt', 'binary.vtt')).status).toBe(400)
  })

  it('stores a real caption named .html as .vtt, served as text, never as a page', async () => {
    const caption = Buffer.from('\uFEFFWEBVTT\n\n00:00.000 --> 00:02.000\n<v 진행자>안녕하세요, <b>반갑습니다</b>.\n')
    const { status, body } = await upload(caption, 'text/vtt', 'captions-ko.html')
    expect(status).toBe(201)
    expect(body.doc?.filename).toBe('captions-ko.vtt')
    const served = await fetch(new URL(body.doc?.url ?? '', site.url))
    expect(served.headers.get('content-type')).toMatch(/^text\/(vtt|plain)/)
  })

  it('refuses an image over the pixel limit from its header, before decoding it', async () => {
    const { status, body } = await upload(pngHeaderOnly(8000, 8000), 'image/png', 'huge-canvas.png')
    expect(status).toBe(400)
    expect(body.errors?.[0]?.message).toContain('8000×8000')
    expect(body.errors?.[0]?.message).toContain('화소')
    expect(await stored('huge-canvas')).toBe(0)
  })

  it('keeps file names to a safe form: NFC, no hidden or path characters, no Windows device names', async () => {
    const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36a' } })
      .png()
      .toBuffer()
    // Each file is removed again: the upload folder outlives the test database, and Payload numbers
    // a name already on disk (file-CON-1.webp).
    const create = async (name: string) => {
      const created = await payload.create({
        collection: 'media',
        data: { alt: '이름 확인' },
        file: { data, mimetype: 'image/png', name, size: data.length },
      })
      await payload.delete({ collection: 'media', id: created.id })
      return created.filename
    }
    expect(await create('CON.png')).toBe('file-CON.webp')
    expect(await create('nul.txt.png')).toBe('nul-txt.webp')
    expect(await create('invoice\u202Egnp.exe.png')).toBe('invoicegnp-exe.webp')
    expect(await create('..\\..\\a/b:c*?.png')).toBe('a-b-c.webp')
    expect(await create('\u1112\u1161\u11AB\u1100\u1173\u11AF 사진.png')).toBe('한글-사진.webp')
  })
})

describe("a phone's inline image", () => {
  const upload = async (name: string, data: Buffer) =>
    (
      await payload.create({
        collection: 'media',
        data: { alt: name },
        file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
      })
    ).id
  const inlineOf = async (id: number) =>
    (await payload.findByID({ collection: 'media', id, showHiddenFields: true })).inlinePhoneImage

  it('is made from each upload, a 750-px WebP, and no API shows it', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a4d6e' } })
      .png()
      .toBuffer()
    const id = await upload('inline-photo', photo)
    const inline = await inlineOf(id)
    expect(inline).toMatch(/^data:image\/webp;base64,/)
    const { width, format } = await sharp(Buffer.from(inline?.split(',')[1] ?? '', 'base64')).metadata()
    expect([width, format]).toEqual([750, 'webp'])

    expect(await payload.findByID({ collection: 'media', id })).not.toHaveProperty('inlinePhoneImage')
    const rest = await fetch(new URL(`/api/media/${id}`, site.url), { headers: { cookie: admin.header() } })
    expect(await rest.json()).not.toHaveProperty('inlinePhoneImage')
  })

  it('is none for a picture too detailed to come inside a page, which then loads as before', async () => {
    const noise = await sharp({
      create: {
        width: 1600,
        height: 1000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    expect(await inlineOf(await upload('inline-noise', noise))).toBeNull()
  })

  it("is the article cover's <img> on phones, with the responsive sources for wider screens", async () => {
    const cover = await upload(
      'inline-cover',
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a3' } })
        .png()
        .toBuffer(),
    )
    const post = await news('휴대폰 첫 화면 소식', { cover })
    const html = await (await fetch(new URL(`/community/news/${post.id}`, site.url))).text()
    const picture = html.match(/<picture>.*?<\/picture>/)?.[0] ?? ''
    expect(picture).toContain('<source media="(min-width: 481px)"')
    expect(picture).toMatch(/<img [^>]*class="article-cover"[^>]*src="data:image\/webp;base64,/)
    // Phones are not sent for the file a second time; wider screens are, before the body.
    expect(html).toMatch(/<link rel="preload" as="image"[^>]* media="\(min-width: 481px\)"/)
  })
})
