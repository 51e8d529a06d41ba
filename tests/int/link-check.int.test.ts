/**
 * The link checker (src/link-check) on a throwaway seeded Postgres through the Local API (no site
 * needed): content with a link to a deleted page, to an unpublished post, to a working page, to
 * https servers of this process answering 404 and 200 (and one that refuses HEAD, and a closed
 * port), a menu link to the deleted page and a redirect to a deleted post. A run stores exactly the
 * broken links with where they sit, replaces them on the next run, and runs on Payload's job queue;
 * staff read the rows, nobody writes them through the API.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAST_RUN_KEY, lastRun, runLinkCheck } from '@/link-check/run'
import { CHECK_LINKS_TASK, linkCheckInProgress } from '@/link-check/task'
import type { LinkCheck } from '@/payload-types'
import { closePayload, localPayload, richText } from '../helpers/payload'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

const run = promisify(execFile)

let db: TestDatabase
let payload: Payload
let certFolder: string
let cert: Buffer
const servers: https.Server[] = []
const origin: Record<'missing' | 'fine' | 'noHead' | 'closed', string> = {
  missing: '',
  fine: '',
  noHead: '',
  closed: '',
}
const ids = { deletedPage: 0, livePage: 0, draftPost: 0, deletedPost: 0, linksPage: 0, redirect: 0 }

/** A local https server (the link rule takes only https) answering every request with `answer`. */
async function server(answer: (method: string) => number): Promise<string> {
  const key = await readFile(path.join(certFolder, 'key.pem'))
  const created = https.createServer({ key, cert }, (request, response) => {
    response.writeHead(answer(request.method ?? 'GET'), { 'content-type': 'text/plain' })
    response.end(request.method === 'HEAD' ? undefined : 'body')
  })
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve))
  servers.push(created)
  return `https://127.0.0.1:${(created.address() as AddressInfo).port}`
}

const paragraphWith = (...inline: unknown[]) => {
  const body = richText('링크 확인: ')
  const paragraph = body.root.children[0]
  if (!paragraph) throw new Error('richText gave no paragraph')
  ;(paragraph.children as unknown[]).push(...inline)
  return body
}
const textNode = (text: string) => ({ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 })
const linkNode = (fields: Record<string, unknown>, label: string) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { newTab: false, ...fields },
  children: [textNode(label)],
})
const custom = (url: string, label: string) => linkNode({ linkType: 'custom', url }, label)
const internal = (relationTo: string, value: number, label: string) =>
  linkNode({ linkType: 'internal', doc: { relationTo, value } }, label)

const page = (title: string, slug: string, extra: Record<string, unknown> = {}) => ({
  title,
  path: `/p/${slug}`,
  hero: { heading: title, mode: 'title1' as const },
  _status: 'published' as const,
  ...extra,
})
const post = (title: string) => ({
  title,
  summary: `${title} 요약`,
  body: richText(title),
  publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
  audience: 'public' as const,
})

const options = () => ({
  external: { ca: cert, allowPrivate: true, perSecond: 20, timeoutMs: 3000 },
  siteOrigin: 'http://localhost:3000',
})

/** Every stored row of the last run. */
const stored = async () =>
  (await payload.find({ collection: 'link-checks', pagination: false, sort: 'id', depth: 0 })).docs as LinkCheck[]

/** The rows for this test's content: its pages, menu entry and redirect (the seed's own links aside). */
const ours = (rows: LinkCheck[]) =>
  rows.filter(
    (row) =>
      (row.source === 'pages' && row.sourceId === String(ids.linksPage)) ||
      (row.source === 'site-settings' && row.place.includes('링크 검사')) ||
      (row.source === 'redirects' && row.sourceId === String(ids.redirect)),
  )

beforeAll(async () => {
  certFolder = await mkdtemp(path.join(os.tmpdir(), 'link-check-'))
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    path.join(certFolder, 'key.pem'),
    '-out',
    path.join(certFolder, 'cert.pem'),
  ])
  cert = await readFile(path.join(certFolder, 'cert.pem'))
  origin.missing = await server(() => 404)
  origin.fine = await server(() => 200)
  origin.noHead = await server((method) => (method === 'HEAD' ? 405 : 200))
  // A port that was listening and is closed now: the connection is refused.
  const closed = await server(() => 200)
  await new Promise((resolve) => servers.pop()?.close(resolve))
  origin.closed = closed

  // The job path reads the server's settings: other sites are not asked there (offline sandbox).
  process.env.LINK_CHECK_EXTERNAL = 'false'
  db = await createTestDatabase({ seeded: true })
  payload = await localPayload(db.url)

  ids.deletedPage = (await payload.create({ collection: 'pages', data: page('지울 페이지', '링크-지울') })).id
  ids.livePage = (await payload.create({ collection: 'pages', data: page('살아 있는 페이지', '링크-정상') })).id
  ids.draftPost = (
    await payload.create({ collection: 'news', draft: true, data: { ...post('초안 뉴스'), _status: 'draft' } })
  ).id
  ids.deletedPost = (
    await payload.create({ collection: 'news', data: { ...post('지울 뉴스'), _status: 'published' } })
  ).id
  ids.linksPage = (
    await payload.create({
      collection: 'pages',
      data: page('링크 모음', '링크-모음', {
        layout: [
          {
            blockType: 'richText',
            heading: '안내',
            body: paragraphWith(
              internal('pages', ids.deletedPage, '지운 페이지로'),
              internal('news', ids.draftPost, '초안 뉴스로'),
              internal('pages', ids.livePage, '살아 있는 페이지로'),
              custom(`${origin.missing}/gone`, '없는 외부 주소'),
              custom(`${origin.fine}/ok`, '있는 외부 주소'),
              custom(`${origin.noHead}/get-only`, 'HEAD 거부 주소'),
            ),
          },
          {
            blockType: 'cards',
            heading: '카드',
            cards: [
              { title: '옛 주소', body: '지운 페이지의 주소', href: '/p/링크-지울' },
              { title: '정상', body: '살아 있는 페이지', href: '/p/링크-정상' },
              { title: '닫힌 서버', body: '응답 없음', href: `${origin.closed}/x` },
            ],
          },
        ],
      }),
    })
  ).id
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      footerLinks: [
        ...(settings.footerLinks ?? []),
        { label: '링크 검사 메뉴', kind: 'page', page: ids.deletedPage, hidden: false },
      ],
    },
  })
  ids.redirect = (
    await payload.create({
      collection: 'redirects',
      data: { from: '/p/링크-옛-소식', kind: 'post', post: { relationTo: 'news', value: ids.deletedPost } },
    })
  ).id
  await payload.delete({ collection: 'pages', id: ids.deletedPage })
  await payload.delete({ collection: 'news', id: ids.deletedPost })
}, 180_000)

afterAll(async () => {
  await Promise.all(servers.map((each) => new Promise((resolve) => each.close(resolve))))
  await closePayload(payload)
  await db?.destroy()
  if (certFolder) await rm(certFolder, { recursive: true, force: true })
})

describe('a link check', () => {
  let rows: LinkCheck[] = []
  beforeAll(async () => {
    await runLinkCheck(payload, options())
    rows = await stored()
  })

  it('stores exactly the broken links of the content, each with where it sits and why', () => {
    const broken = ours(rows)
      .filter((row) => row.status === 'broken')
      .map((row) => [`${row.document} › ${row.place}`, row.address, row.reason])
    expect(broken).toEqual([
      [
        '페이지 ‘링크 모음’ › 블록 1 본문 ‘안내’ › 링크 1 ‘지운 페이지로’',
        `(삭제된 페이지, ID ${ids.deletedPage})`,
        '연결된 페이지가 삭제되었습니다.',
      ],
      [
        '페이지 ‘링크 모음’ › 블록 1 본문 ‘안내’ › 링크 2 ‘초안 뉴스로’',
        `/community/news/${ids.draftPost}`,
        '연결된 게시물이 게시되지 않았습니다 (초안).',
      ],
      [
        '페이지 ‘링크 모음’ › 블록 1 본문 ‘안내’ › 링크 4 ‘없는 외부 주소’',
        `${origin.missing}/gone`,
        '외부 사이트의 응답: 404 찾을 수 없음.',
      ],
      ['페이지 ‘링크 모음’ › 블록 2 카드 목록 ‘카드’ › 카드 1 링크', '/p/링크-지울', '사이트에 없는 주소입니다 (404).'],
      [
        '사이트 설정 › 푸터 링크 ‘링크 검사 메뉴’',
        '(비어 있는 페이지 연결)',
        '연결할 페이지가 비어 있습니다 (삭제된 문서).',
      ],
      [
        '주소 연결 ‘/p/링크-옛-소식’ › 보낼 곳',
        '(비어 있는 게시물 연결)',
        '연결할 게시물이 비어 있습니다 (삭제된 문서).',
      ],
    ])
    const missing = rows.find((row) => row.address === `${origin.missing}/gone`)
    expect(missing?.httpStatus).toBe(404)
  })

  it('keeps a closed server apart as 응답 없음, not broken', () => {
    const closed = ours(rows).filter((row) => row.status === 'unreachable')
    expect(closed.map((row) => [row.place, row.reason])).toEqual([
      ['블록 2 카드 목록 ‘카드’ › 카드 3 링크', '외부 주소가 응답하지 않습니다 (연결 거부).'],
    ])
  })

  it('passes the working page, the server answering 200, and one that answers GET after refusing HEAD', () => {
    const addresses = rows.map((row) => row.address)
    expect(addresses).not.toContain('/p/링크-정상')
    expect(addresses).not.toContain(`${origin.fine}/ok`)
    expect(addresses).not.toContain(`${origin.noHead}/get-only`)
  })

  it("finds no broken link among the seed's own pages, posts, menus and legal texts", () => {
    const seeded = rows.filter((row) => !ours(rows).includes(row) && row.status === 'broken')
    expect(seeded.map((row) => `${row.document} › ${row.place}: ${row.reason}`)).toEqual([])
  })

  it('links each row to the admin screen that edits it, and records when it ran', async () => {
    const byPlace = (text: string) => rows.find((row) => row.place.includes(text))
    expect(byPlace('지운 페이지로')?.editUrl).toBe(`/admin/collections/pages/${ids.linksPage}`)
    expect(byPlace('링크 검사 메뉴')?.editUrl).toBe('/admin/globals/site-settings')
    expect(byPlace('보낼 곳')?.editUrl).toBe(`/admin/collections/redirects/${ids.redirect}`)
    const last = await lastRun(payload)
    expect(last).toMatchObject({ external: true, broken: rows.filter((row) => row.status === 'broken').length })
    expect(new Set(rows.map((row) => row.checkedAt))).toEqual(new Set([last?.startedAt]))
  })

  it('replaces the rows on the next run instead of adding to them', async () => {
    await runLinkCheck(payload, options())
    const again = await stored()
    expect(again.map((row) => `${row.status} ${row.place}`)).toEqual(rows.map((row) => `${row.status} ${row.place}`))
    expect(Math.min(...again.map((row) => row.id))).toBeGreaterThan(Math.max(...rows.map((row) => row.id)))
  })
})

describe('who reads and writes the results', () => {
  const staff = async (role: 'admin' | 'editor') =>
    (await payload.create({
      collection: 'users',
      data: {
        email: `link.${role}.${Date.now()}@example.com`,
        password: 'link-check-password-1',
        name: role,
        role,
      },
    })) as unknown as NonNullable<Parameters<typeof payload.find>[0]['user']>

  it('lets admins and editors read, and nobody create, change or delete through the API', async () => {
    for (const role of ['admin', 'editor'] as const) {
      const user = { ...(await staff(role)), collection: 'users' }
      const { docs } = await payload.find({ collection: 'link-checks', overrideAccess: false, user, limit: 1 })
      expect(docs.length, role).toBe(1)
      const id = docs[0]?.id as number
      const data = {
        status: 'broken',
        address: '/x',
        reason: 'x',
        source: 'pages',
        document: 'x',
        place: 'x',
        editUrl: 'https://evil.example',
        checkedAt: new Date().toISOString(),
      } as const
      await expect(payload.create({ collection: 'link-checks', overrideAccess: false, user, data })).rejects.toThrow()
      await expect(
        payload.update({ collection: 'link-checks', id, overrideAccess: false, user, data: { reason: 'y' } }),
      ).rejects.toThrow()
      await expect(payload.delete({ collection: 'link-checks', id, overrideAccess: false, user })).rejects.toThrow()
    }
    await expect(payload.find({ collection: 'link-checks', overrideAccess: false })).rejects.toThrow()
  })
})

describe("on Payload's job queue", () => {
  it('runs one queued check at a time, with the server settings (LINK_CHECK_EXTERNAL=false asks no other site)', async () => {
    expect(await linkCheckInProgress(payload)).toBe(false)
    const job = await payload.jobs.queue({ task: CHECK_LINKS_TASK, queue: 'default', input: {} })
    expect(await linkCheckInProgress(payload)).toBe(true)
    await payload.jobs.runByID({ id: job.id })
    expect(await linkCheckInProgress(payload)).toBe(false)
    const last = await lastRun(payload)
    expect(last?.external).toBe(false)
    const rows = ours(await stored())
    // The internal ones as before; no external address was asked, so none is reported.
    expect(rows.map((row) => row.place)).toEqual([
      '블록 1 본문 ‘안내’ › 링크 1 ‘지운 페이지로’',
      '블록 1 본문 ‘안내’ › 링크 2 ‘초안 뉴스로’',
      '블록 2 카드 목록 ‘카드’ › 카드 1 링크',
      '푸터 링크 ‘링크 검사 메뉴’',
      '보낼 곳',
    ])
    expect(await payload.kv.get(LAST_RUN_KEY)).toMatchObject({ external: false })
  })
})
