/**
 * Company staff in the CMS: what 관리자 and 편집자 may do (README "관리자 권한"), the fixed pages,
 * staff passwords and the admin's forgotten-password mail, all through Payload's REST API as
 * the admin panel calls it.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, get, postJson } from '../helpers/http'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { waitForMail } from '../helpers/members'
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
      await rest(editor, 'POST', '/api/globals/legal', { terms: { effectiveDate: new Date().toISOString() } }),
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

describe('the fixed pages of the route table', () => {
  const homeId = async () =>
    (await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, depth: 0 })).docs[0]?.id as number

  it('are deleted by nobody, with a Korean reason for the admin', async () => {
    const id = await homeId()
    expect((await rest(editor, 'DELETE', `/api/pages/${id}`)).status).toBe(403)
    const byAdmin = await rest(admin, 'DELETE', `/api/pages/${id}`)
    expect(byAdmin.status).toBe(403)
    expect(firstError(byAdmin.json)).toMatch(/고정 페이지라서 삭제할 수 없습니다/)
    expect((await get(site.url, '/')).status).toBe(200)
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

  it('refuse restoring a draft version onto the live page, which would take it off the site', async () => {
    const id = await homeId()
    await rest(editor, 'PATCH', `/api/pages/${id}?draft=true&autosave=true`, { title: '홈 (되돌릴 임시 저장)' })
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'draft' } }] },
      sort: '-updatedAt',
      limit: 1,
    })
    const restored = await rest(editor, 'POST', `/api/pages/versions/${docs[0]?.id}`)
    expect(restored.status).toBe(403)
    expect(firstError(restored.json)).toMatch(/임시 저장 버전을 고정 페이지에 복원하면/)
    expect((await payload.findByID({ collection: 'pages', id, depth: 0 }))._status).toBe('published')
    expect((await get(site.url, '/')).status).toBe(200)
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
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(site.output()).toContain('/admin/reset/***')
    expect(site.output()).not.toContain(token)
  })

  it('keeps the outbox from editors: the reset link above is readable by admins only', async () => {
    const response = await get(site.url, `/api/outbox?where[to][equals]=${encodeURIComponent(EDITOR.email)}`, {
      jar: editor,
    })
    expect(response.status).toBe(403)
  })
})
