/**
 * Company staff in the CMS: what 관리자 and 편집자 may do (README "관리자 권한"), the fixed pages,
 * staff passwords and the admin's forgotten-password mail, all through Payload's REST API as
 * the admin panel calls it.
 */

import { createLocalReq, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarEntries } from '@/content-calendar/entries'
import { RESTORED_AS_DRAFT } from '@/drafts/restore'
import { appendMemberNote } from '@/inquiries/member-notes-store'
import { RATE_LIMITS } from '@/lib/rate-limits.mjs'
import { seoulDay } from '@/lib/seoul-days'
import { payloadPasswordHash } from '@/staff/sign-in-limits'
import { CookieJar, get, postJson, postJsonFrom } from '../helpers/http'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { waitForMail } from '../helpers/members'
import { publishedPost, richText } from '../helpers/payload'
import { type SeededSite, startSeededSiteWithLocalApi } from '../helpers/seeded-site'
import { type RunningSite, TEST_ADMIN } from '../helpers/site'

let seeded: SeededSite
let site: RunningSite
let payload: Payload
const admin = new CookieJar()
const editor = new CookieJar()
const EDITOR = { email: 'editor.kim@example.com', password: 'editor-password-1', name: '김편집' }
let adminId: number
let editorId: number

beforeAll(async () => {
  seeded = await startSeededSiteWithLocalApi()
  ;({ site, payload } = seeded)
  for (let i = 0; i < 2; i++) expect((await sendGeneralInquiry(site.url)).status).toBe(201)
  const created = await payload.create({ collection: 'users', data: { ...EDITOR, role: 'editor' } })
  editorId = created.id
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
  expect((await postJson(site.url, '/api/users/login', EDITOR, { jar: editor })).status).toBe(200)
  adminId = (await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })).docs[0]
    ?.id as number
})
afterAll(() => seeded?.stop())

/** A REST call as the admin panel makes it: same origin, the staff member's cookie. */
async function rest(jar: CookieJar, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, site.url), {
    method,
    headers: { 'content-type': 'application/json', origin: site.url, cookie: jar.header() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null }
}
/** The editor's name as it stands (an earlier test renames them). */
const editorName = async () => (await payload.findByID({ collection: 'users', id: editorId, depth: 0 })).name
const firstError = (json: { errors?: { message: string; data?: { errors?: { message: string }[] } }[] }) =>
  json.errors?.[0]?.data?.errors?.[0]?.message ?? json.errors?.[0]?.message

describe('colleagues', () => {
  it("shows an editor every colleague's name and role, and no one's e-mail but their own", async () => {
    const { status, json } = await rest(editor, 'GET', '/api/users?limit=50&depth=0')
    expect(status).toBe(200)
    const byId = new Map(json.docs.map((user: { id: number }) => [user.id, user]))
    expect(byId.get(adminId)).toMatchObject({ name: '최고 관리자', role: 'admin' })
    expect(byId.get(adminId)).not.toHaveProperty('email')
    expect(byId.get(editorId)).toMatchObject({ name: EDITOR.name, role: 'editor', email: EDITOR.email })
  })

  it('lets an editor assign an inquiry to a colleague and shows that colleague by name', async () => {
    const { docs } = await payload.find({ collection: 'inquiries', limit: 1, depth: 0 })
    const id = docs[0]?.id
    const saved = await rest(editor, 'PATCH', `/api/inquiries/${id}?depth=1`, { assignee: adminId })
    expect(saved.status).toBe(200)
    expect(saved.json.doc.assignee).toMatchObject({ id: adminId, name: '최고 관리자' })
  })

  it('lets an editor change their own name but no colleague, and never their own role', async () => {
    expect((await rest(editor, 'PATCH', `/api/users/${editorId}`, { name: '김편집 팀장' })).status).toBe(200)
    expect((await rest(editor, 'PATCH', `/api/users/${adminId}`, { name: '바꾼 이름' })).status).toBe(403)
    await rest(editor, 'PATCH', `/api/users/${editorId}`, { role: 'admin' })
    expect((await payload.findByID({ collection: 'users', id: editorId })).role).toBe('editor')
  })
})

describe('what only admins do', () => {
  it('refuses an editor the site settings, the legal documents, the outbox, staff accounts and unlocking', async () => {
    const refused = [
      await rest(editor, 'POST', '/api/globals/site-settings', { siteName: '편집자가 바꾼 이름' }),
      await rest(editor, 'POST', '/api/legal-versions', {
        document: 'terms',
        summary: '편집자',
        effectiveDate: '2099-01-01',
      }),
      await rest(editor, 'GET', '/api/outbox'),
      await rest(editor, 'POST', '/api/users', { email: 'new@example.com', password: 'new-password-1', name: '새' }),
      await rest(editor, 'POST', '/api/users/unlock', { email: TEST_ADMIN.email }),
    ]
    expect(refused.map(({ status }) => status)).toEqual([403, 403, 403, 403, 403])
    expect((await payload.findGlobal({ slug: 'site-settings' })).siteName).not.toBe('편집자가 바꾼 이름')
  })

  it('lets an admin change the site settings and unlock an account', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const saved = await rest(admin, 'POST', '/api/globals/site-settings', { siteName: settings.siteName })
    expect(saved.status).toBe(200)
    expect((await rest(admin, 'POST', '/api/users/unlock', { email: EDITOR.email })).status).toBe(200)
  })

  it('refuses an editor deleting an inquiry; the admin may', async () => {
    const { docs } = await payload.find({ collection: 'inquiries', limit: 1, sort: 'createdAt', depth: 0 })
    const id = docs[0]?.id
    expect((await rest(editor, 'DELETE', `/api/inquiries/${id}`)).status).toBe(403)
    expect((await rest(admin, 'DELETE', `/api/inquiries/${id}`)).status).toBe(200)
  })
})

describe("a member's notes on an inquiry", () => {
  it('keeps every one of five notes sent at the same moment', async () => {
    const { docs } = await payload.find({ collection: 'inquiries', limit: 1, depth: 0, sort: '-createdAt' })
    const found = docs[0]
    if (!found) throw new Error('no inquiry to add notes to')
    const inquiry = { id: found.id, referenceNumber: found.referenceNumber }
    const before = found.memberNotes?.length ?? 0
    const texts = ['하나', '둘', '셋', '넷', '다섯'].map((word) => `${word} 번째 탭의 메모`)
    await Promise.all(
      texts.map((text) => appendMemberNote(payload, inquiry, { text, writtenAt: new Date().toISOString() })),
    )
    const stored = await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0 })
    expect(stored.memberNotes).toHaveLength(before + texts.length)
    expect(stored.memberNotes?.map((note) => note.text)).toEqual(expect.arrayContaining(texts))
  })

  it('are kept when staff save the inquiry from a page opened before them, and staff cannot write them', async () => {
    const { docs } = await payload.find({ collection: 'inquiries', limit: 1, depth: 0, sort: '-createdAt' })
    const inquiry = docs[0] as { id: number }
    // What the admin's form holds: the inquiry as it was when the page was opened.
    const opened = (await rest(admin, 'GET', `/api/inquiries/${inquiry.id}?depth=0`)).json
    const notesWhenOpened: { text: string; writtenAt: string }[] = opened.memberNotes
    // Meanwhile the member leaves a note from 내 신청 현황.
    const note = { text: '통화는 어렵고 문자로 연락 부탁드립니다.', writtenAt: new Date().toISOString() }
    await appendMemberNote(payload, { id: inquiry.id, referenceNumber: opened.referenceNumber }, note)
    // Staff change the status and save the whole form, as the admin panel does.
    const saved = await rest(admin, 'PATCH', `/api/inquiries/${inquiry.id}`, { ...opened, status: 'in-review' })
    expect(saved.status).toBe(200)
    const forged = await rest(editor, 'PATCH', `/api/inquiries/${inquiry.id}`, {
      memberNotes: [{ text: '담당자가 고친 메모', writtenAt: note.writtenAt }],
    })
    expect(forged.status).toBe(200)

    const stored = await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0 })
    expect(stored.status).toBe('in-review')
    expect(stored.memberNotes?.map((kept) => kept.text)).toEqual([
      ...notesWhenOpened.map((kept) => kept.text),
      note.text,
    ])
  })

  it('make a staff save wait while a note is being written, then read it', async () => {
    const { docs } = await payload.find({ collection: 'inquiries', limit: 1, depth: 0, sort: '-createdAt' })
    const id = docs[0]?.id as number
    const opened = (await rest(admin, 'GET', `/api/inquiries/${id}?depth=0`)).json
    // A member's note in the middle of its transaction holds the inquiry (src/inquiries/inquiry-lock.ts).
    const member = new pg.Client({ connectionString: seeded.db.url })
    await member.connect()
    try {
      await member.query('BEGIN')
      await member.query('SELECT pg_advisory_xact_lock(7240318, $1::int)', [id])
      let answered = false
      const save = rest(admin, 'PATCH', `/api/inquiries/${id}`, { ...opened, status: 'closed' }).finally(() => {
        answered = true
      })
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(answered).toBe(false)
      await member.query('COMMIT')
      expect((await save).status).toBe(200)
    } finally {
      await member.end()
    }
    expect((await payload.findByID({ collection: 'inquiries', id, depth: 0 })).status).toBe('closed')
  })

  it('make a bulk edit of several inquiries wait while a note on one of them is being written', async () => {
    for (let i = 0; i < 2; i++) expect((await sendGeneralInquiry(site.url)).status).toBe(201)
    const { docs } = await payload.find({ collection: 'inquiries', limit: 2, depth: 0, sort: '-createdAt' })
    const ids = docs.map((doc) => doc.id)
    const member = new pg.Client({ connectionString: seeded.db.url })
    await member.connect()
    try {
      // The locks a member's note takes (src/inquiries/inquiry-lock.ts), on the second inquiry.
      await member.query('BEGIN')
      await member.query('SELECT pg_advisory_xact_lock_shared(7240319, 0)')
      await member.query('SELECT pg_advisory_xact_lock(7240318, $1::int)', [ids[1]])
      let answered = false
      // What the admin's 편집 of the selected rows sends: the chosen fields, for a where.
      const selected = ids.map((id, index) => `where[id][in][${index}]=${id}`).join('&')
      const bulk = rest(admin, 'PATCH', `/api/inquiries?${selected}`, { status: 'in-review' }).finally(() => {
        answered = true
      })
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(answered).toBe(false)
      await member.query('COMMIT')
      const saved = await bulk
      expect(saved.status).toBe(200)
      expect(saved.json.docs).toHaveLength(2)
    } finally {
      await member.end()
    }
    const { docs: after } = await payload.find({
      collection: 'inquiries',
      where: { id: { in: ids } },
      depth: 0,
    })
    expect(after.map((doc) => doc.status)).toEqual(['in-review', 'in-review'])
  })
})

describe('what the sender sent and the site recorded', () => {
  it('is changed by no staff save, one inquiry or many, while the status still changes and is recorded', async () => {
    expect((await sendGeneralInquiry(site.url)).status).toBe(201)
    const { docs } = await payload.find({ collection: 'inquiries', limit: 1, depth: 0, sort: '-createdAt' })
    const before = docs[0]
    if (!before) throw new Error('no inquiry')
    const rewritten = {
      referenceNumber: 'Q000000-FAKE1',
      kind: 'invest',
      name: '바꾼 이름',
      email: 'someone.else@example.com',
      phone: '010-0000-0000',
      message: '바꾼 문의 내용',
      privacyConsentAt: null,
      privacyNoticeVersion: '2000-01-01',
      statusHistory: [],
      notifications: [],
      // 접수 시각: the guest's lookup page, the CSV and the overdue count read it.
      createdAt: '2001-01-01T00:00:00.000Z',
    }
    const one = await rest(editor, 'PATCH', `/api/inquiries/${before.id}`, { ...rewritten, status: 'in-review' })
    expect(one.status).toBe(200)
    const many = await rest(editor, 'PATCH', `/api/inquiries?where[id][in][0]=${before.id}`, {
      ...rewritten,
      status: 'answered',
    })
    expect(many.status).toBe(200)

    const after = await payload.findByID({ collection: 'inquiries', id: before.id, depth: 0 })
    expect(after).toMatchObject({
      referenceNumber: before.referenceNumber,
      kind: before.kind,
      name: before.name,
      email: before.email,
      phone: before.phone,
      message: before.message,
      privacyConsentAt: before.privacyConsentAt,
      privacyNoticeVersion: before.privacyNoticeVersion,
      createdAt: before.createdAt,
      status: 'answered',
    })
    expect(after.statusHistory?.map((change) => [change.from, change.to])).toEqual([
      ...(before.statusHistory ?? []).map((change) => [change.from, change.to]),
      ['new', 'in-review'],
      ['in-review', 'answered'],
    ])
    expect(after.notifications?.length).toBeGreaterThanOrEqual(before.notifications?.length ?? 0)
  })
})

describe('uploads refused by Payload', () => {
  it('tell staff in Korean, under the file, why a file cannot be uploaded', async () => {
    const form = new FormData()
    form.set('file', new Blob([Buffer.from('%PDF-1.4 this is no real PDF')], { type: 'application/pdf' }), '소개서.pdf')
    form.set('_payload', JSON.stringify({ alt: '회사 소개서' }))
    const response = await fetch(new URL('/api/media', site.url), {
      method: 'POST',
      headers: { origin: site.url, cookie: admin.header() },
      body: form,
    })
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    // The admin's toast, and the field's own line.
    expect(errors[0].message).toBe('PDF 파일이 손상되었거나 PDF가 아닙니다. 파일을 다시 저장한 뒤 올려 주세요.')
    expect(errors[0].data.errors).toEqual([
      { message: 'PDF 파일이 손상되었거나 PDF가 아닙니다. 파일을 다시 저장한 뒤 올려 주세요.', path: 'file' },
    ])
  })
})

describe('the fixed pages of the route table', () => {
  const homeId = async () =>
    (await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, depth: 0 })).docs[0]?.id as number

  it('are deleted by nobody, and the admin is offered no 삭제 for them', async () => {
    const id = await homeId()
    expect((await rest(editor, 'DELETE', `/api/pages/${id}`)).status).toBe(403)
    expect((await rest(admin, 'DELETE', `/api/pages/${id}`)).status).toBe(403)
    // The list's delete of several pages names the reason.
    const bulk = await rest(admin, 'DELETE', `/api/pages?where[id][in]=${id}`)
    expect(bulk.status).toBeGreaterThanOrEqual(400)
    expect(firstError(bulk.json)).toMatch(/고정 페이지라서 삭제할 수 없습니다/)
    expect((await get(site.url, '/')).status).toBe(200)
    // The edit view's 삭제 follows the document's permission: none for a fixed page, as for a page of staff's own.
    // (Payload leaves a permission it does not grant out of the answer.)
    const mayDelete = async (pageId: number) => {
      const granted = (await rest(admin, 'POST', `/api/pages/access/${pageId}`, {})).json.delete
      return granted === true || granted?.permission === true
    }
    expect(await mayDelete(id)).toBe(false)
    const own = await payload.create({
      collection: 'pages',
      data: {
        title: '지울 수 있는 페이지',
        path: '/p/지울-수-있는-페이지',
        hero: { heading: '임시' },
        _status: 'published',
      },
    })
    expect(await mayDelete(own.id)).toBe(true)
    expect((await rest(admin, 'DELETE', `/api/pages/${own.id}`)).status).toBe(200)
  })

  it('refuse a scheduled unpublish when it is scheduled, and still take a scheduled publish', async () => {
    const id = await homeId()
    const schedule = (type: 'publish' | 'unpublish') =>
      // What the admin's 게시 예약 drawer queues (its server function calls jobs.queue).
      payload.jobs.queue({
        task: 'schedulePublish',
        input: { type, doc: { relationTo: 'pages', value: id } },
        waitUntil: new Date(Date.now() + 86_400_000),
      })
    await expect(schedule('unpublish')).rejects.toThrow(/고정 페이지는 게시 해제를 예약할 수 없습니다/)
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      depth: 0,
    })
    expect(queued.docs.filter((job) => (job.input as { type?: string })?.type === 'unpublish')).toEqual([])
    const publish = await schedule('publish')
    await payload.delete({ collection: 'payload-jobs', id: publish.id })
  })

  it('are unpublished by nobody, alone or in a bulk action, and the site keeps them', async () => {
    const id = await homeId()
    const single = await rest(admin, 'PATCH', `/api/pages/${id}`, { _status: 'draft' })
    expect(single.status).toBe(403)
    expect(firstError(single.json)).toMatch(/게시를 취소할 수 없습니다/)
    const bulk = await rest(editor, 'PATCH', '/api/pages?where[path][equals]=%2Fintro%2Fpage-a', { _status: 'draft' })
    expect(bulk.status).toBeGreaterThanOrEqual(400)
    const pages = await payload.find({ collection: 'pages', depth: 0, pagination: false })
    expect(pages.docs.every((page) => page._status === 'published')).toBe(true)
  })

  it('still take an editor’s draft beside the published page, and a new publish', async () => {
    const id = await homeId()
    const draft = await rest(editor, 'PATCH', `/api/pages/${id}?draft=true&autosave=true`, { title: '홈 임시 제목' })
    expect(draft.status).toBe(200)
    expect((await payload.findByID({ collection: 'pages', id, depth: 0 }))._status).toBe('published')
    const published = await rest(editor, 'PATCH', `/api/pages/${id}`, { title: '홈', _status: 'published' })
    expect(published.status).toBe(200)
  })

  it('take a restored draft version as a draft beside the live page, which stays on the site', async () => {
    const id = await homeId()
    await rest(editor, 'PATCH', `/api/pages/${id}?draft=true&autosave=true`, { title: '홈 (되돌릴 임시 저장)' })
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'draft' } }] },
      sort: '-updatedAt',
      limit: 1,
    })
    const restored = await rest(editor, 'POST', `/api/pages/versions/${docs[0]?.id}?draft=false`)
    expect(restored.status).toBe(200)
    expect(restored.json.message).toBe(RESTORED_AS_DRAFT)
    expect((await payload.findByID({ collection: 'pages', id, depth: 0 }))._status).toBe('published')
    expect((await get(site.url, '/')).status).toBe(200)
  })

  it('let an editor restore an earlier published version: the address stays and the page publishes again', async () => {
    const id = await homeId()
    const published = await payload.findVersions({
      collection: 'pages',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
      sort: 'createdAt',
      limit: 1,
    })
    const version = published.docs[0]
    if (!version) throw new Error('the home page has no published version')
    // 이 버전 복원, as the dialog sends it.
    const restored = await rest(editor, 'POST', `/api/pages/versions/${version.id}?draft=false`)
    expect(restored.status).toBe(200)
    const draft = (await rest(editor, 'GET', `/api/pages/${id}?draft=true&depth=0`)).json
    expect(draft).toMatchObject({ path: '/', title: version.version.title, _status: 'draft' })
    // What 게시 sends: the whole form.
    const republished = await rest(editor, 'PATCH', `/api/pages/${id}?depth=0`, { ...draft, _status: 'published' })
    expect(republished.status).toBe(200)
    expect(republished.json.doc).toMatchObject({ path: '/', _status: 'published' })
  })

  it("keep their address: an editor's change of a page's path is not taken", async () => {
    const id = await homeId()
    await rest(editor, 'PATCH', `/api/pages/${id}`, { path: '/invest-2' })
    expect((await payload.findByID({ collection: 'pages', id, depth: 0 })).path).toBe('/')
  })

  it('cannot be added by an editor', async () => {
    const created = await rest(editor, 'POST', '/api/pages', { title: '새 페이지', path: '/invest', hero: {} })
    expect(created.status).toBe(403)
  })
})

describe('복제 and deletion', () => {
  it('a copied post says it is the copy and is dated now, as a draft', async () => {
    const original = await payload.create({
      collection: 'news',
      data: {
        title: '복제할 소식',
        summary: '요약',
        body: richText('본문'),
        audience: 'public',
        publishedAt: '2025-01-02T03:04:00.000Z',
        _status: 'published',
      },
    })
    const before = Date.now()
    // What the edit view's 복제 sends.
    const copied = await rest(editor, 'POST', `/api/news/${original.id}/duplicate`, {})
    expect(copied.status).toBe(200)
    expect(copied.json.doc).toMatchObject({ title: '복제할 소식 (사본)', _status: 'draft' })
    expect(new Date(copied.json.doc.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    // Within the title's 120 characters.
    const long = await payload.update({ collection: 'news', id: original.id, data: { title: '가'.repeat(120) } })
    const copiedLong = await rest(editor, 'POST', `/api/news/${long.id}/duplicate`, {})
    expect(copiedLong.status).toBe(200)
    expect(copiedLong.json.doc.title).toBe(`${'가'.repeat(115)} (사본)`)
  })

  it('a copied page gets a free address under /p/, even the copy of a fixed page', async () => {
    const fixed = (await payload.find({ collection: 'pages', where: { path: { equals: '/intro/page-a' } }, depth: 0 }))
      .docs[0]
    const first = await rest(admin, 'POST', `/api/pages/${fixed?.id}/duplicate`, {})
    expect(first.status).toBe(200)
    expect(first.json.doc).toMatchObject({ title: `${fixed?.title} (사본)`, path: '/p/page-a-사본' })
    const second = await rest(admin, 'POST', `/api/pages/${fixed?.id}/duplicate`, {})
    expect(second.status).toBe(200)
    expect(second.json.doc.path).toBe('/p/page-a-사본-2')
    expect((await get(site.url, '/intro/page-a')).status).toBe(200)
  })

  it("deleting a page takes the redirects to it along, and its old address answers the site's 404", async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: '옮길 페이지', path: '/p/옮기기-전', hero: { heading: '옮길 페이지' }, _status: 'published' },
    })
    await payload.update({ collection: 'pages', id: page.id, data: { path: '/p/옮긴-뒤', _status: 'published' } })
    const redirectsTo = async () =>
      (await payload.find({ collection: 'redirects', where: { page: { equals: page.id } }, depth: 0 })).docs
    expect((await redirectsTo()).map((doc) => doc.from)).toEqual(['/p/옮기기-전'])
    expect([301, 308]).toContain((await get(site.url, `/p/${encodeURIComponent('옮기기-전')}`)).status)

    expect((await rest(admin, 'DELETE', `/api/pages/${page.id}`)).status).toBe(200)
    const left = await payload.find({ collection: 'redirects', where: { from: { equals: '/p/옮기기-전' } }, depth: 0 })
    expect(left.docs).toEqual([])
    expect((await get(site.url, `/p/${encodeURIComponent('옮기기-전')}`)).status).toBe(404)
  })
})

describe('the content calendar', () => {
  it("lists posts by 게시일 and the pages' scheduled changes, as the staff member reads them", async () => {
    const day = 86_400_000
    const at = (days: number) => new Date(Date.now() + days * day).toISOString()
    const scheduled = await payload.create({
      collection: 'news',
      data: {
        title: '달력: 예약한 소식',
        summary: '요약',
        body: richText('본문'),
        audience: 'public',
        publishedAt: at(2),
        _status: 'published',
      },
    })
    const draft = await payload.create({
      collection: 'impact-stories',
      data: {
        title: '달력: 초안',
        summary: '요약',
        body: richText('본문'),
        audience: 'public',
        publishedAt: at(3),
        _status: 'draft',
      },
      draft: true,
    })
    const page = await payload.create({
      collection: 'pages',
      data: { title: '달력: 예약한 페이지', path: '/p/달력-예약', hero: { heading: '예약' }, _status: 'published' },
    })
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(at(4)),
    })
    // A terms version taking effect in the period (written as the seed writes, its notice long begun).
    const terms = await payload.create({
      collection: 'legal-versions',
      data: { document: 'terms', effectiveDate: at(3), summary: '달력 시험', body: richText('본문') },
      context: { seed: true },
    })
    try {
      const user = await payload.findByID({ collection: 'users', id: editorId })
      const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
      const entries = await calendarEntries(payload, req, { from: new Date(at(1)), to: new Date(at(5)) })
      expect(entries.filter((entry) => entry.title.startsWith('달력:'))).toEqual([
        {
          kind: '뉴스',
          title: '달력: 예약한 소식',
          at: scheduled.publishedAt,
          state: '게시 예정',
          href: `/admin/collections/news/${scheduled.id}`,
        },
        {
          kind: '임팩트 스토리',
          title: '달력: 초안',
          at: draft.publishedAt,
          state: '초안',
          href: `/admin/collections/impact-stories/${draft.id}`,
        },
        {
          kind: '페이지',
          title: '달력: 예약한 페이지',
          at: expect.any(String),
          state: '게시 예약',
          href: `/admin/collections/pages/${page.id}`,
        },
      ])
      // The version on its 시행일; its notice began before the period.
      expect(entries.filter((entry) => entry.kind === '약관·방침')).toEqual([
        {
          kind: '약관·방침',
          title: terms.title,
          at: terms.effectiveDate,
          state: '시행 예정',
          href: `/admin/collections/legal-versions/${terms.id}`,
        },
      ])
      // Outside the period: nothing of these.
      const before = await calendarEntries(payload, req, { from: new Date(at(-3)), to: new Date(at(1)) })
      expect(before.filter((entry) => entry.title.startsWith('달력:'))).toEqual([])
    } finally {
      await payload.delete({ collection: 'payload-jobs', id: job.id })
      await payload.delete({ collection: 'legal-versions', id: terms.id, overrideAccess: true })
    }
  })

  it('is a screen of the admin for staff, and a guest is sent to the login', async () => {
    const week = seoulDay(new Date(Date.now() + 2 * 86_400_000))
    const html = await (await get(site.url, `/admin/calendar?week=${week}`, { jar: editor })).text()
    expect(html).toContain('콘텐츠 달력')
    expect(html).toContain('달력: 예약한 소식')
    // As Payload's own screens do: the admin's frame streams a redirect to its login, and no data.
    const guest = await (await get(site.url, '/admin/calendar')).text()
    expect(guest).toContain('/admin/login?redirect=%2Fadmin%2Fcalendar')
    expect(guest).not.toContain('달력: 예약한 소식')
  })
})

describe('two people editing one document', () => {
  /** A published post, as the content team finds it. */
  async function post(title: string) {
    return payload.create({
      collection: 'news',
      data: publishedPost(title),
    })
  }
  /** What the admin's form state does on the first keystroke: the editing person takes the lock. */
  const takeLock = (id: number, userId: number) =>
    payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'news', value: id }, user: { relationTo: 'users', value: userId } },
    })
  const lockOf = async (id: number) =>
    (
      await payload.find({
        collection: 'payload-locked-documents',
        where: { and: [{ 'document.relationTo': { equals: 'news' } }, { 'document.value': { equals: id } }] },
        depth: 0,
      })
    ).docs
  const autosave = (jar: CookieJar, id: number, data: Record<string, unknown>) =>
    rest(jar, 'PATCH', `/api/news/${id}?autosave=true&draft=true&depth=0`, data)

  it("keeps the editor's lock across autosaves and refuses the admin's save in Korean, naming the editor", async () => {
    const { id } = await post('잠금 확인 글')
    await takeLock(id, editorId)
    expect((await autosave(editor, id, { title: '편집자가 고친 제목' })).status).toBe(200)
    expect((await lockOf(id)).map((lock) => lock.user.value)).toEqual([editorId])

    const byAdmin = await autosave(admin, id, { title: '편집자가 고친 제목', summary: '(B가 고친 요약)' })
    expect(byAdmin.status).toBe(423)
    expect(firstError(byAdmin.json)).toMatch(
      /^다른 사람\(김편집[^)]*\)이 이 문서를 편집하고 있어 저장하지 않았습니다\./,
    )
    // The editor types one more character: their save goes on, and nothing of the admin's was taken.
    expect((await autosave(editor, id, { title: '편집자가 고친 제목!', summary: '처음 요약' })).status).toBe(200)
    const stored = await payload.findByID({ collection: 'news', id, draft: true, depth: 0 })
    expect(stored).toMatchObject({ title: '편집자가 고친 제목!', summary: '처음 요약' })
    expect((await lockOf(id)).map((lock) => lock.user.value)).toEqual([editorId])
  })

  it("refuses the previous editor's saves after a takeover, and takes the new editor's", async () => {
    const { id } = await post('넘겨받기 확인 글')
    await takeLock(id, editorId)
    expect((await autosave(editor, id, { title: '편집자 첫 수정' })).status).toBe(200)
    // 편집 넘겨받기: the admin panel moves the lock to the person taking over.
    const [lock] = await lockOf(id)
    const takeOver = await rest(admin, 'PATCH', `/api/payload-locked-documents/${lock?.id}`, {
      user: { relationTo: 'users', value: adminId },
    })
    expect(takeOver.status).toBe(200)
    expect((await autosave(admin, id, { title: '관리자가 넘겨받아 고친 제목' })).status).toBe(200)

    const late = await autosave(editor, id, { title: '편집자 늦은 수정' })
    expect(late.status).toBe(423)
    expect(firstError(late.json)).toMatch(/^다른 사람\(최고 관리자\)이 이 문서를 편집하고 있어 저장하지 않았습니다\./)
    const published = await rest(editor, 'PATCH', `/api/news/${id}?depth=0`, { _status: 'published' })
    expect(published.status).toBe(423)
    expect((await payload.findByID({ collection: 'news', id, draft: true, depth: 0 })).title).toBe(
      '관리자가 넘겨받아 고친 제목',
    )
    expect((await lockOf(id)).map((held) => held.user.value)).toEqual([adminId])
  })

  it('restores a published post as a new draft: the public page keeps the published text until 게시', async () => {
    const created = await post('오타가 잇는 제목')
    await payload.update({ collection: 'news', id: created.id, data: { title: '오타를 고친 제목' } })
    const { docs } = await payload.findVersions({
      collection: 'news',
      where: { and: [{ parent: { equals: created.id } }, { 'version.title': { equals: '오타가 잇는 제목' } }] },
      limit: 1,
    })
    const restored = await rest(editor, 'POST', `/api/news/versions/${docs[0]?.id}?draft=false`)
    expect(restored.status).toBe(200)
    expect(restored.json.message).toBe(RESTORED_AS_DRAFT)

    const draft = (await rest(editor, 'GET', `/api/news/${created.id}?draft=true&depth=0`)).json
    expect(draft).toMatchObject({ title: '오타가 잇는 제목', _status: 'draft' })
    expect((await payload.findByID({ collection: 'news', id: created.id, depth: 0 })).title).toBe('오타를 고친 제목')
    const page = await get(site.url, `/community/news/${created.id}`)
    const html = await page.text()
    expect(html).toContain('오타를 고친 제목')
    expect(html).not.toContain('오타가 잇는 제목')
  })
})

describe('who changed what', () => {
  type Line = { action: string; target: string; title?: string; actorName?: string; saves?: number; actor?: number }
  /** The activity log as an admin reads it, oldest first, for one document. */
  async function linesOf(target: string, id: number): Promise<Line[]> {
    const { status, json } = await rest(
      admin,
      'GET',
      `/api/content-activity?depth=0&limit=50&sort=at&where[target][equals]=${target}&where[documentId][equals]=${id}`,
    )
    expect(status).toBe(200)
    return json.docs
  }
  const autosave = (jar: CookieJar, id: number, data: Record<string, unknown>) =>
    rest(jar, 'PATCH', `/api/news/${id}?autosave=true&draft=true&depth=0`, data)
  /** A Local API request made by the admin, as the admin panel's server functions make them. */
  async function staffRequest() {
    const user = await payload.findByID({ collection: 'users', id: adminId, depth: 0 })
    return createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  }

  it('logs a post from creation to deletion, one line for a run of saves, each by its staff member', async () => {
    // "새로 생성": an empty draft at once, then typing fills it; the first title is its creation.
    const created = await rest(editor, 'POST', '/api/news?draft=true&depth=0', { title: '' })
    expect(created.status).toBe(201)
    const id = created.json.doc.id as number
    expect(await linesOf('news', id)).toEqual([])
    await autosave(editor, id, { title: '활동 기록 글' })
    await autosave(editor, id, { title: '활동 기록 글', summary: '요약' })
    await autosave(editor, id, { title: '활동 기록 글', summary: '요약 고침', body: richText('본문') })
    const publish = await rest(editor, 'PATCH', `/api/news/${id}?depth=0`, {
      _status: 'published',
      publishedAt: new Date().toISOString(),
    })
    expect(publish.status).toBe(200)
    const ahead = new Date(Date.now() + 86_400_000).toISOString()
    expect(
      (await rest(admin, 'PATCH', `/api/news/${id}?depth=0`, { _status: 'published', publishedAt: ahead })).status,
    ).toBe(200)
    expect((await rest(admin, 'PATCH', `/api/news/${id}?depth=0`, { _status: 'draft' })).status).toBe(200)
    const { docs } = await payload.findVersions({
      collection: 'news',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
      sort: 'updatedAt',
      limit: 1,
    })
    expect((await rest(editor, 'POST', `/api/news/versions/${docs[0]?.id}`)).status).toBe(200)
    expect((await rest(admin, 'DELETE', `/api/news/${id}`)).status).toBe(200)

    const lines = await linesOf('news', id)
    const editorName = (await payload.findByID({ collection: 'users', id: editorId, depth: 0 })).name
    expect(lines.map(({ action, actorName, saves }) => [action, actorName, saves ?? null])).toEqual([
      ['created', editorName, null],
      ['edited', editorName, 2],
      ['published', editorName, null],
      ['scheduled', '최고 관리자', null],
      ['unpublished', '최고 관리자', null],
      ['restored', editorName, null],
      ['deleted', '최고 관리자', null],
    ])
    expect(lines.every((line) => line.title === '활동 기록 글')).toBe(true)
  })

  it("names the author of every version, and an admin's save after an editor's starts a line of its own", async () => {
    const { id } = await payload.create({
      collection: 'news',
      data: {
        title: '버전 작성자 글',
        summary: '요약',
        body: richText('본문'),
        publishedAt: new Date().toISOString(),
        audience: 'public',
        _status: 'published',
      },
    })
    expect((await autosave(editor, id, { title: '버전 작성자 글 (편집자)' })).status).toBe(200)
    // The editor leaves the document: their edit lock goes (src/drafts/locks.ts).
    await payload.delete({
      collection: 'payload-locked-documents',
      where: { and: [{ 'document.relationTo': { equals: 'news' } }, { 'document.value': { equals: id } }] },
    })
    expect(
      (await rest(admin, 'PATCH', `/api/news/${id}?draft=true&depth=0`, { title: '버전 작성자 글 (관리자)' })).status,
    ).toBe(200)
    const versions = await rest(admin, 'GET', `/api/news/versions?depth=0&sort=-updatedAt&where[parent][equals]=${id}`)
    const authors = versions.json.docs.map((version: { version: { title: string; lastEditor?: number } }) => [
      version.version.title,
      version.version.lastEditor ?? null,
    ])
    expect(authors.slice(0, 2)).toEqual([
      ['버전 작성자 글 (관리자)', adminId],
      ['버전 작성자 글 (편집자)', editorId],
    ])
    const editorName = (await payload.findByID({ collection: 'users', id: editorId, depth: 0 })).name
    expect((await linesOf('news', id)).map((line) => [line.action, line.actorName])).toEqual([
      ['edited', editorName],
      ['edited', '최고 관리자'],
    ])
    // Nobody writes the author by hand.
    await rest(editor, 'PATCH', `/api/news/${id}?draft=true&depth=0`, { lastEditor: adminId })
    expect((await payload.findByID({ collection: 'news', id, draft: true, depth: 0 })).lastEditor).toBe(editorId)
  })

  it('is read by admins only, and written by no one through the API', async () => {
    expect((await rest(editor, 'GET', '/api/content-activity')).status).toBe(403)
    const forged = await rest(admin, 'POST', '/api/content-activity', {
      at: new Date().toISOString(),
      action: 'deleted',
      target: 'news',
    })
    expect(forged.status).toBe(403)
    const [line] = (await rest(admin, 'GET', '/api/content-activity?limit=1&depth=0')).json.docs
    expect((await rest(admin, 'DELETE', `/api/content-activity/${line.id}`)).status).toBe(403)
    expect((await rest(admin, 'PATCH', `/api/content-activity/${line.id}`, { actorName: '누군가' })).status).toBe(403)
  })

  it('logs a queued 게시 예약 of a page, and a discarded empty draft not at all', async () => {
    const page = (await payload.find({ collection: 'pages', where: { path: { equals: '/foodtech' } }, limit: 1 }))
      .docs[0]
    const queued = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page?.id as number } },
      waitUntil: new Date(Date.now() + 86_400_000),
      req: await staffRequest(),
    })
    expect(queued.id).toBeDefined()
    const lines = await linesOf('pages', page?.id as number)
    expect(lines.at(-1)).toMatchObject({ action: 'scheduled', actorName: '최고 관리자', title: page?.title })

    const empty = await rest(editor, 'POST', '/api/news?draft=true&depth=0', { title: '' })
    const discarded = await rest(editor, 'POST', '/api/drafts/discard-untouched', {
      collection: 'news',
      id: empty.json.doc.id,
    })
    expect(discarded.json).toEqual({ discarded: true })
    expect(await linesOf('news', empty.json.doc.id)).toEqual([])
  })
})

describe('review before publishing', () => {
  const setReview = async (value: 'review' | 'direct') =>
    expect((await rest(admin, 'POST', '/api/globals/site-settings', { editorialReview: value })).status).toBe(200)
  const reviewOf = async (collection: 'news' | 'pages', id: number) =>
    ((await payload.findByID({ collection, id, draft: true, depth: 0 })) as { review?: Record<string, unknown> }).review
  const activity = async (target: string, id: number) =>
    (
      await payload.find({
        collection: 'content-activity',
        where: { and: [{ target: { equals: target } }, { documentId: { equals: String(id) } }] },
        sort: 'at',
        depth: 0,
        limit: 50,
      })
    ).docs.map((line) => `${line.action}:${line.actorName}`)
  const review = (jar: CookieJar, collection: string, id: number, body: unknown) =>
    rest(jar, 'POST', `/api/${collection}/${id}/review`, body)

  beforeAll(() => setReview('review'))
  afterAll(() => setReview('direct'))

  it('is a setting staff read and the public API never shows', async () => {
    const guest = await get(site.url, '/api/globals/site-settings?depth=0')
    expect(guest.status).toBe(200)
    expect(await guest.json()).not.toHaveProperty('editorialReview')
    expect((await rest(editor, 'GET', '/api/globals/site-settings?depth=0')).json.editorialReview).toBe('review')
    expect((await rest(editor, 'POST', '/api/globals/site-settings', { editorialReview: 'direct' })).status).toBe(403)
  })

  it('takes an editor’s post through 검토 요청, 반려 with a reason, and approval by publishing, each told and logged', async () => {
    const created = await rest(editor, 'POST', '/api/news?draft=true&depth=0', {
      title: '검토 받을 소식',
      summary: '요약',
      body: richText('본문'),
      publishedAt: new Date().toISOString(),
      audience: 'public',
    })
    expect(created.status).toBe(201)
    const id = created.json.doc.id as number

    // The editor cannot publish, nor write the review fields themselves.
    const publish = await rest(editor, 'PATCH', `/api/news/${id}?depth=0`, { _status: 'published' })
    expect(publish.status).toBe(403)
    expect(firstError(publish.json)).toBe(
      '편집자의 게시는 관리자 검토를 거칩니다. ‘검토 요청’을 누르면 관리자가 확인한 뒤 게시합니다.',
    )
    await rest(editor, 'PATCH', `/api/news/${id}?draft=true&depth=0`, { review: { state: 'approved' } })
    expect((await reviewOf('news', id))?.state ?? null).toBeNull()
    expect((await get(site.url, `/community/news/${id}`)).status).toBe(404)

    const submitted = await review(editor, 'news', id, { action: 'submit' })
    expect(submitted.status).toBe(200)
    expect(await reviewOf('news', id)).toMatchObject({ state: 'pending', requestedBy: editorId })
    expect((await review(editor, 'news', id, { action: 'submit' })).status).toBe(409)
    const listed = await rest(editor, 'GET', '/api/news?draft=true&depth=0&where[review.state][equals]=pending')
    expect(listed.json.docs.map((doc: { id: number }) => doc.id)).toContain(id)

    // Only an admin returns it, and only with a reason.
    expect((await review(editor, 'news', id, { action: 'return', comment: '제가 반려' })).status).toBe(403)
    const bare = await review(admin, 'news', id, { action: 'return', comment: '  ' })
    expect(bare.status).toBe(400)
    expect(firstError(bare.json)).toBe('반려 사유를 적어 주세요. 편집자에게 메일로 전해집니다.')
    // Mailed to the editor: a direction control that would turn its words around is refused.
    const turned = await review(admin, 'news', id, { action: 'return', comment: '제목을 \u202E고쳐 주세요' })
    expect(turned.status).toBe(400)
    expect(firstError(turned.json)).toBe('반려 사유에 쓸 수 없는 문자가 들어 있습니다.')
    // The editor still has the post open (holding its lock): the admin's 반려 touches none of their words.
    await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'news', value: id }, user: { relationTo: 'users', value: editorId } },
    })
    expect((await review(admin, 'news', id, { action: 'return', comment: '제목에 날짜를 넣어 주세요.' })).status).toBe(
      200,
    )
    expect(await reviewOf('news', id)).toMatchObject({
      state: 'returned',
      decidedBy: adminId,
      comment: '제목에 날짜를 넣어 주세요.',
    })
    const returnedMail = await waitForMail(site, EDITOR.email, 'content-review')
    expect(returnedMail.subject).toBe('[푸드임팩트 관리자] 뉴스 ‘검토 받을 소식’ 검토 결과: 반려')
    expect(returnedMail.text).toContain('검토를 요청하신 뉴스 ‘검토 받을 소식’을 최고 관리자님이 돌려보냈습니다.')
    expect(returnedMail.text).toContain('반려 사유: 제목에 날짜를 넣어 주세요.')
    expect(returnedMail.text).toContain(`/admin/collections/news/${id}`)
    // Nothing waits for an admin now.
    expect((await review(admin, 'news', id, { action: 'return', comment: '또' })).status).toBe(409)

    // Fixed and sent again; the admin approves by publishing.
    expect(
      (
        await rest(editor, 'PATCH', `/api/news/${id}?autosave=true&draft=true&depth=0`, {
          title: '11월 29일 검토 받을 소식',
        })
      ).status,
    ).toBe(200)
    expect(await reviewOf('news', id)).toMatchObject({ state: 'returned', comment: '제목에 날짜를 넣어 주세요.' })
    expect((await review(editor, 'news', id, { action: 'submit' })).status).toBe(200)
    const approved = await rest(admin, 'PATCH', `/api/news/${id}?depth=0`, { _status: 'published' })
    expect(approved.status).toBe(200)
    expect(await reviewOf('news', id)).toMatchObject({ state: 'approved', decidedBy: adminId, comment: null })
    expect((await get(site.url, `/community/news/${id}`)).status).toBe(200)
    const approvedMail = await waitForMail(site, EDITOR.email, 'content-review', 2)
    expect(approvedMail.subject).toBe('[푸드임팩트 관리자] 뉴스 ‘11월 29일 검토 받을 소식’ 검토 결과: 승인')

    const lines = await activity('news', id)
    expect(lines).toEqual(
      expect.arrayContaining([
        `review-requested:${await editorName()}`,
        `review-returned:최고 관리자`,
        `review-approved:최고 관리자`,
        `published:최고 관리자`,
      ]),
    )
    expect(lines.filter((line) => line.startsWith('review-requested'))).toHaveLength(2)
  })

  it('refuses an editor publishing a page or scheduling one, and takes the admin’s', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: '/invest' } }, depth: 0 })
    const id = docs[0]?.id as number
    const publish = await rest(editor, 'PATCH', `/api/pages/${id}?depth=0`, {
      title: docs[0]?.title,
      _status: 'published',
    })
    expect(publish.status).toBe(403)
    const asStaff = async (userId: number) => {
      const user = await payload.findByID({ collection: 'users', id: userId, depth: 0 })
      return createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    }
    const schedule = async (userId: number) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'pages', value: id } },
        waitUntil: new Date(Date.now() + 86_400_000),
        req: await asStaff(userId),
      })
    await expect(schedule(editorId)).rejects.toThrow(/편집자의 게시는 관리자 검토를 거칩니다/)
    const byAdmin = await schedule(adminId)
    await payload.delete({ collection: 'payload-jobs', id: byAdmin.id })
    // A page waiting for review is on the dashboard's list for admins.
    expect((await review(editor, 'pages', id, { action: 'submit' })).status).toBe(200)
    const waiting = await rest(admin, 'GET', '/api/pages?draft=true&depth=0&where[review.state][equals]=pending')
    expect(waiting.json.docs.map((doc: { id: number }) => doc.id)).toEqual([id])
    expect((await rest(admin, 'PATCH', `/api/pages/${id}?depth=0`, { _status: 'published' })).status).toBe(200)
    expect(await reviewOf('pages', id)).toMatchObject({ state: 'approved' })
  })

  it('is no step at all while editors publish themselves', async () => {
    await setReview('direct')
    try {
      const { docs } = await payload.find({ collection: 'news', limit: 1, depth: 0 })
      const id = docs[0]?.id as number
      const submit = await review(editor, 'news', id, { action: 'submit' })
      expect(submit.status).toBe(409)
      expect(firstError(submit.json)).toBe('지금은 편집자도 바로 게시할 수 있어 검토 요청이 필요 없습니다.')
      expect((await rest(editor, 'PATCH', `/api/news/${id}?depth=0`, { _status: 'published' })).status).toBe(200)
    } finally {
      await setReview('review')
    }
  })
})

describe('comments on drafts', () => {
  const commentsOf = async (collection: string, id: number) =>
    (
      await rest(
        admin,
        'GET',
        `/api/comments?depth=0&sort=createdAt&where[document.relationTo][equals]=${collection}&where[document.value][equals]=${id}`,
      )
    ).json.docs as { id: number; body: string; authorName: string; resolved: boolean; resolvedByName?: string | null }[]

  it('are written by staff in their own name, changed only by their author, resolved by anyone, and read by no guest', async () => {
    const post = await payload.create({
      collection: 'news',
      data: {
        title: '댓글 받을 글',
        summary: '요약',
        body: richText('본문'),
        publishedAt: new Date().toISOString(),
        audience: 'public',
      },
      draft: true,
    })
    const written = await rest(editor, 'POST', '/api/comments?depth=0', {
      document: { relationTo: 'news', value: post.id },
      body: '두 번째 문단의 수치를 확인해 주세요.',
      author: adminId,
      authorName: '최고 관리자',
      resolved: true,
    })
    expect(written.status).toBe(201)
    expect(written.json.doc).toMatchObject({ author: editorId, authorName: await editorName(), resolved: false })
    const id = written.json.doc.id as number

    const rewritten = await rest(admin, 'PATCH', `/api/comments/${id}`, { body: '관리자가 고친 댓글' })
    expect(rewritten.status).toBe(403)
    expect(firstError(rewritten.json)).toBe('다른 직원의 댓글은 고칠 수 없습니다. 답하려면 새 댓글을 남겨 주세요.')
    expect(
      (await rest(editor, 'PATCH', `/api/comments/${id}`, { body: '두 번째 문단의 수치(2025년)를 확인해 주세요.' }))
        .status,
    ).toBe(200)
    expect((await rest(admin, 'PATCH', `/api/comments/${id}`, { resolved: true })).status).toBe(200)
    expect((await commentsOf('news', post.id))[0]).toMatchObject({
      body: '두 번째 문단의 수치(2025년)를 확인해 주세요.',
      resolved: true,
      resolvedByName: '최고 관리자',
    })
    expect((await rest(editor, 'PATCH', `/api/comments/${id}`, { resolved: false })).status).toBe(200)
    expect((await commentsOf('news', post.id))[0]).toMatchObject({ resolved: false, resolvedByName: null })

    // A guest reads none, and an editor deletes only their own.
    expect((await get(site.url, '/api/comments')).status).toBe(403)
    const byAdmin = await rest(admin, 'POST', '/api/comments?depth=0', {
      document: { relationTo: 'news', value: post.id },
      body: '관리자 댓글',
    })
    expect((await rest(editor, 'DELETE', `/api/comments/${byAdmin.json.doc.id}`)).status).not.toBe(200)
    expect((await commentsOf('news', post.id)).map((comment) => comment.body)).toContain('관리자 댓글')

    // The post deleted, its comments go with it.
    expect((await rest(admin, 'DELETE', `/api/news/${post.id}`)).status).toBe(200)
    expect(await commentsOf('news', post.id)).toEqual([])
  })
})

describe('staff passwords', () => {
  it('refuses a staff password under 10 characters, in Korean, when an admin creates an account', async () => {
    const response = await rest(admin, 'POST', '/api/users', {
      email: 'short.pw@example.com',
      password: 'abc',
      name: '짧은 비번',
      role: 'editor',
    })
    expect(response.status).toBe(400)
    expect(firstError(response.json)).toBe('비밀번호는 10자 이상이어야 합니다.')
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: 'short.pw@example.com' } } })).totalDocs,
    ).toBe(0)
  })

  it('refuses it when a staff member changes their own', async () => {
    const response = await rest(editor, 'PATCH', `/api/users/${editorId}`, { password: 'short-pw1' })
    expect(response.status).toBe(400)
    expect((await postJson(site.url, '/api/users/login', EDITOR)).status).toBe(200)
  })

  it("sends the admin's forgotten-password mail in Korean through the outbox, and the reset keeps the policy", async () => {
    const asked = await postJson(site.url, '/api/users/forgot-password', { email: EDITOR.email })
    expect(asked.status).toBe(200)
    const mail = await waitForMail(site, EDITOR.email, 'staff-account')
    expect(mail.subject).toBe('[푸드임팩트 관리자] 비밀번호 재설정 안내')
    expect(mail.text).toContain('관리자 비밀번호 재설정하기')
    const link = mail.text.match(/https?:\/\/\S+\/admin\/reset\/(\w+)/)
    expect(link?.[0].startsWith(`${site.url}/admin/reset/`)).toBe(true)
    const token = link?.[1]

    const short = await postJson(site.url, '/api/users/reset-password', { token, password: 'too-short' })
    expect(short.status).toBe(400)
    expect(firstError(await short.json())).toBe('비밀번호는 10자 이상이어야 합니다.')
    const reset = await postJson(site.url, '/api/users/reset-password', { token, password: 'a-new-editor-pw-2' })
    expect(reset.status).toBe(200)
    expect((await postJson(site.url, '/api/users/login', { ...EDITOR, password: 'a-new-editor-pw-2' })).status).toBe(
      200,
    )
  })

  it('answers a used or expired reset link in Korean, and keeps reset tokens out of the access log', async () => {
    const used = await postJson(site.url, '/api/users/reset-password', {
      token: 'a'.repeat(40),
      password: 'long-enough-pw-1',
    })
    expect(used.status).toBe(403)
    expect(firstError(await used.json())).toMatch(/비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다/)
    const token = 'b'.repeat(40)
    await get(site.url, `/admin/reset/${token}`)
    // The access log's line is written once the answer has gone (later on a loaded machine).
    await expect.poll(() => site.output(), { timeout: 10_000 }).toContain('/admin/reset/***')
    expect(site.output()).not.toContain(token)
  })

  it('keeps the outbox from editors: the reset link above is readable by admins only', async () => {
    const response = await get(site.url, `/api/outbox?where[to][equals]=${encodeURIComponent(EDITOR.email)}`, {
      jar: editor,
    })
    expect(response.status).toBe(403)
  })
})

describe('staff login: limited per client, the same answer for every e-mail, no lock-out', () => {
  const WRONG = 'not-the-password-1'
  const login = (from: string, email: string, password = WRONG) =>
    postJsonFrom(from, site.url, '/api/users/login', { email, password })
  const message = (text: string) => JSON.parse(text).errors?.[0]?.message as string

  it('refuses an address its 6th failed login in a minute, with a Korean reason and Retry-After', async () => {
    // The minute starts at the first try (src/lib/rate-limits.mjs).
    const tries = []
    for (let i = 0; i < RATE_LIMITS.staffLogin.points; i++)
      tries.push(await login('127.0.0.21', `spray-${i}@example.com`))
    expect(tries.map(({ status }) => status)).toEqual(tries.map(() => 401))
    const refused = await login('127.0.0.21', TEST_ADMIN.email, TEST_ADMIN.password)
    expect(refused.status).toBe(429)
    expect(message(refused.text)).toMatch(/^로그인 시도가 너무 많습니다\. (?:1분|\d+초) 후에 다시 시도해 주세요\.$/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not held back by this one.
    expect((await login('127.0.0.22', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200)
  })

  it('does not count successful logins against the address', async () => {
    for (let i = 0; i < RATE_LIMITS.staffLogin.points + 2; i++) {
      expect((await login('127.0.0.23', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200)
    }
  })

  it('answers an existing and an unknown e-mail alike, and never locks an account for failed logins', async () => {
    const target = { email: 'lock.target@example.com', password: 'lock-target-pw-1', name: '잠금 대상', role: 'editor' }
    await payload.create({ collection: 'users', data: target as never })
    const answers = new Set<string>()
    // Each failure from its own address: more than Payload's old lock-out (5) allowed.
    for (let i = 0; i < 8; i++) {
      for (const email of [target.email, `nobody.${i}@example.com`]) {
        const { status, text } = await login(`127.0.1.${i * 2 + (email === target.email ? 1 : 2)}`, email)
        answers.add(`${status} ${message(text)}`)
      }
    }
    expect([...answers]).toEqual(['401 입력한 이메일 또는 비밀번호가 올바르지 않습니다.'])
    expect((await login('127.0.1.100', target.email, target.password)).status).toBe(200)
  })

  it('slows spraying one account from many addresses, unknown e-mails alike, but not its owner at their usual address', async () => {
    const owner = {
      email: 'spray.target@example.com',
      password: 'spray-target-pw-1',
      name: '분사 대상',
      role: 'editor',
    }
    await payload.create({ collection: 'users', data: owner as never })
    expect((await login('127.0.2.200', owner.email, owner.password)).status).toBe(200)
    const max = RATE_LIMITS.staffLoginAccount.points
    for (const email of [owner.email, 'nobody.sprayed@example.com']) {
      const statuses = []
      for (let i = 1; i <= max + 1; i++)
        statuses.push((await login(`127.0.${email === owner.email ? 2 : 3}.${i}`, email)).status)
      expect(statuses).toEqual([...Array.from({ length: max }, () => 401), 429])
      const refused = await login('127.0.4.1', email)
      expect(refused.status).toBe(429)
      expect(message(refused.text)).toMatch(/^이 계정의 로그인 시도가 너무 많습니다/)
    }
    expect((await login('127.0.4.2', owner.email, owner.password)).status).toBe(429)
    expect((await login('127.0.2.200', owner.email, owner.password)).status).toBe(200)
  })

  it('limits reset mails per address', async () => {
    const max = RATE_LIMITS.staffForgotPassword.points
    const statuses = []
    for (let i = 0; i <= max; i++) {
      statuses.push(
        (await postJsonFrom('127.0.0.31', site.url, '/api/users/forgot-password', { email: `n${i}@example.com` }))
          .status,
      )
    }
    expect(statuses).toEqual([...Array.from({ length: max }, () => 200), 429])
  })

  it('counts staff logins by digests: no e-mail in the counters', async () => {
    const email = 'nobody.counted@example.com'
    expect((await login('127.0.0.41', email)).status).toBe(401)
    const keys = (await payload.db.pool.query<{ key: string }>('SELECT key FROM rate_limits')).rows.map(
      ({ key }) => key,
    )
    expect(keys).toContain('staffLogin:127.0.0.41')
    expect(keys.filter((key) => key.startsWith('staffLoginAccount:')).length).toBeGreaterThan(0)
    expect(keys.filter((key) => key.includes('@'))).toEqual([])
  })

  it("gives an unknown e-mail the hashing Payload gives a known one's password", async () => {
    const password = 'hash-check-pw-1'
    const { id } = await payload.create({
      collection: 'users',
      data: { email: 'hash.check@example.com', password, name: '해시 확인', role: 'editor' },
    })
    const stored = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as unknown as {
      hash: string
      salt: string
    }
    const [prefix, hash] = stored.hash.split(':')
    expect(prefix).toBe('pbkdf2-sha256-v1')
    expect((await payloadPasswordHash(password, stored.salt)).toString('hex')).toBe(hash)
  })
})

describe('a write whose body is no JSON object', () => {
  const NOT_AN_OBJECT = '보내는 내용은 JSON 객체({ … })여야 합니다.'
  const MULTIPART = 'multipart/form-data; boundary=zz'
  const raw = async (jar: CookieJar, method: string, path: string, contentType?: string, body?: string) => {
    const response = await fetch(new URL(path, site.url), {
      method,
      headers: { origin: site.url, cookie: jar.header(), ...(contentType ? { 'content-type': contentType } : {}) },
      body,
    })
    return { status: response.status, text: await response.text() }
  }

  it('is refused 400 in Korean, not failed on with a 500', async () => {
    // Signed in afresh: the password reset above ended the editor's sessions.
    const staff = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: staff })).status).toBe(200)
    const { docs } = await payload.find({ collection: 'news', limit: 1, depth: 0 })
    const id = docs[0]?.id
    const writes: [CookieJar, string, string][] = [
      [staff, 'POST', '/api/news'],
      [staff, 'PATCH', `/api/news/${id}`],
      [staff, 'PATCH', `/api/news?where[id][equals]=${id}`],
      [staff, 'POST', '/api/globals/site-settings'],
      [staff, 'POST', '/api/payload-locked-documents'],
      [staff, 'POST', '/api/media'],
    ]
    const form = (fields: string) => `--zz\r\n${fields}--zz--\r\n`
    const field = (value: string) => `Content-Disposition: form-data; name="_payload"\r\n\r\n${value}\r\n`
    const bodies: [string | undefined, string | undefined][] = [
      ['application/json', 'null'],
      ['application/json', '123'],
      ['application/json', '"글"'],
      ['application/json', '[]'],
      ['application/json', 'true'],
      ['text/plain', '{"title":"글"}'],
      [undefined, undefined],
      ...['123', 'null', '"글"', 'true'].map((value) => [MULTIPART, form(field(value))] as [string, string]),
      [MULTIPART, form('Content-Disposition: form-data; name="title"\r\n\r\n글\r\n')],
    ]
    const answers = []
    for (const [jar, method, path] of writes) {
      for (const [type, body] of bodies) {
        // A bulk update reports each document's failure in its 200/400 answer, never a 500; a
        // form's fields are known only once Payload read them: left as Payload answers them.
        if (type === MULTIPART && path.includes('?where')) continue
        const { status, text } = await raw(jar, method, path, type, body)
        answers.push(`${status} ${method} ${path} ${type} ${body}: ${firstError(JSON.parse(text))}`)
      }
    }
    // A form with no file is refused by Payload's upload first, in Korean too.
    const expected = (answer: string) =>
      answer.startsWith('400 ') &&
      (answer.endsWith(`: ${NOT_AN_OBJECT}`) || answer.endsWith(': 파일이 업로드되지 않았습니다.'))
    expect(answers.filter((answer) => !expected(answer))).toEqual([])
    // A copy's optional changes too.
    expect((await raw(staff, 'POST', `/api/news/${id}/duplicate`, 'application/json', '123')).status).toBe(400)
  })
})

describe('the versions of a collection or global that keeps none', () => {
  it('are not found (404 in Korean), not a 500', async () => {
    const staff = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: staff })).status).toBe(200)
    const asked = [
      await rest(staff, 'GET', '/api/media/versions'),
      await rest(staff, 'GET', '/api/users/versions?sort=nope'),
      await rest(staff, 'GET', `/api/users/versions/${adminId}`),
      await rest(staff, 'POST', '/api/inquiries/versions/1'),
      await rest(staff, 'POST', '/api/payload-preferences/versions/1'),
      await rest(staff, 'GET', '/api/globals/site-settings/versions'),
      await rest(staff, 'GET', '/api/globals/site-settings/versions/1'),
      await rest(staff, 'POST', '/api/globals/site-settings/versions/1'),
    ]
    expect(asked.map(({ status, json }) => `${status} ${firstError(json)}`)).toEqual(
      asked.map(() => '404 찾을 수 없습니다.'),
    )
  })
})

describe("a colleague's account with open inquiries", () => {
  it('is deleted only once its open inquiries have another 담당자, and says so in Korean', async () => {
    const leaving = await payload.create({
      collection: 'users',
      data: {
        email: `leaving.${Date.now()}@example.com`,
        password: 'leaving-password-1',
        name: '이퇴사',
        role: 'editor',
      },
    })
    // An inquiry sent earlier (the contact form's limit per client is spent by now).
    const { docs } = await payload.find({ collection: 'inquiries', limit: 1, depth: 0, sort: 'createdAt' })
    const inquiry = docs[0]
    if (!inquiry) throw new Error('no inquiry')
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { assignee: leaving.id, status: 'in-review' },
    })

    const refused = await rest(admin, 'DELETE', `/api/users/${leaving.id}`)
    expect(refused.status).toBe(409)
    expect(firstError(refused.json)).toMatch(/담당한 처리 중인 문의가 1건 있어 삭제하지 않았습니다/)
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0 })).assignee).toBe(leaving.id)
    expect((await payload.count({ collection: 'users', where: { id: { equals: leaving.id } } })).totalDocs).toBe(1)

    // Handed over: the account goes.
    expect((await rest(admin, 'PATCH', `/api/inquiries/${inquiry.id}`, { assignee: adminId })).status).toBe(200)
    expect((await rest(admin, 'DELETE', `/api/users/${leaving.id}`)).status).toBe(200)
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0 })).assignee).toBe(adminId)
  })
})

describe('internal notes on an inquiry', () => {
  it("are append-only: a colleague's note is neither rewritten nor removed, a new one is added", async () => {
    // A colleague of its own: earlier tests change the shared editor's account.
    const colleague = { email: `colleague.${Date.now()}@example.com`, password: 'colleague-password-1' }
    const created = await payload.create({
      collection: 'users',
      data: { ...colleague, name: '박동료', role: 'editor' },
    })
    const other = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', colleague, { jar: other })).status).toBe(200)
    const { docs } = await payload.find({ collection: 'inquiries', limit: 1, depth: 0, sort: 'createdAt' })
    const id = docs[0]?.id
    const earlier = docs[0]?.notes ?? []
    const first = await rest(admin, 'PATCH', `/api/inquiries/${id}?depth=0`, {
      notes: [...earlier, { text: '관리자가 남긴 메모' }],
    })
    expect(first.status).toBe(200)
    const stored = first.json.doc.notes as { id: string; text: string; author: number }[]
    const mine = stored.at(-1)
    expect([mine?.text, mine?.author]).toEqual(['관리자가 남긴 메모', adminId])

    const rewritten = await rest(other, 'PATCH', `/api/inquiries/${id}`, {
      notes: stored.map((note) => (note === mine ? { ...note, text: '(B가 고친 메모)' } : note)),
    })
    expect(rewritten.status).toBe(400)
    expect(firstError(rewritten.json)).toBe(
      '저장된 메모는 고치거나 지울 수 없습니다. 바로잡을 내용은 새 메모로 남겨 주세요.',
    )
    expect((await rest(other, 'PATCH', `/api/inquiries/${id}`, { notes: stored.slice(0, -1) })).status).toBe(400)

    const added = await rest(other, 'PATCH', `/api/inquiries/${id}`, {
      notes: [...stored, { text: '편집자의 새 메모' }],
    })
    expect(added.status).toBe(200)
    const after = await payload.findByID({ collection: 'inquiries', id: id as number, depth: 0 })
    expect(after.notes?.slice(-2).map((note) => [note.text, note.author])).toEqual([
      ['관리자가 남긴 메모', adminId],
      ['편집자의 새 메모', created.id],
    ])
  })
})
