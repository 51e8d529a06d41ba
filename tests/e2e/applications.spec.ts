/**
 * Staff answer an inquiry in the admin; the member reads it on their
 * detail page, the guest through 비회원 문의 조회; at a phone's and a desktop's width, with axe.
 */
import { signInToAdmin } from '../helpers/admin'
import { CookieJar, get, postJson } from '../helpers/http'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { createVerifiedMember, newClient, outbox } from '../helpers/members'
import { TEST_ADMIN } from '../helpers/site'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

/** The inquiry's id and an answer to it, as the admin's save sends it (the admin itself is walked below). */
async function answerThroughApi(baseURL: string, referenceNumber: string, data: Record<string, unknown>) {
  const jar = new CookieJar()
  expect((await postJson(baseURL, '/api/users/login', TEST_ADMIN, { jar })).status).toBe(200)
  const found = await get(baseURL, `/api/inquiries?where[referenceNumber][equals]=${referenceNumber}&depth=0`, { jar })
  const id = (await found.json()).docs[0].id as number
  const response = await fetch(`${baseURL}/api/inquiries/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: baseURL, cookie: jar.header() },
    body: JSON.stringify(data),
  })
  expect(response.status).toBe(200)
  return id
}

async function guestInquiry(baseURL: string) {
  const email = `guest.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`
  const response = await sendGeneralInquiry(baseURL, { email, contactMethods: 'email' }, newClient())
  expect(response.status).toBe(201)
  return { email, referenceNumber: (await response.json()).referenceNumber as string }
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(newClient())
})

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a member reads the answer to their inquiry, with the labels of what they chose', async ({
      page,
      baseURL,
    }) => {
      const url = baseURL ?? ''
      const member = await createVerifiedMember({ url })
      const signIn = await page.request.post('/api/auth/sign-in/email', {
        data: { email: member.email, password: member.password },
        headers: { origin: url, ...member.client },
      })
      expect(signIn.ok()).toBe(true)
      const sent = await page.request.post('/api/contact/impact', {
        headers: newClient(),
        multipart: {
          name: member.name,
          phone: member.phone,
          email: member.email,
          message: '수어 통역과 함께 창업 상담을 받고 싶습니다. 가능한 일정을 알려 주세요.',
          contactMethods: 'email',
          applicantGroup: 'hearing',
          region: 'seoul',
          businessStage: 'idea',
          privacyConsent: 'true',
          // 청각장애 창업자 is sensitive information: given only with its own consent.
          sensitiveConsent: 'true',
          idempotencyKey: crypto.randomUUID(),
          startedAt: String(Date.now() - 20_000),
          website: '',
        },
      })
      expect(sent.status()).toBe(201)
      const { referenceNumber } = await sent.json()
      await answerThroughApi(url, referenceNumber, {
        status: 'answered',
        answers: [{ text: '다음 주 화요일 오후 2시에 수어 통역사와 함께 상담해 드리겠습니다.' }],
      })

      await page.goto('/user/applications')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('내 신청 현황')
      await page.getByRole('link', { name: referenceNumber }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`신청 내용 ${referenceNumber}`)
      await expect(page.locator('.detail-list')).toContainText('창업 희망 지역서울')
      await expect(page.locator('.detail-list')).not.toContainText('seoul')
      await expect(page.locator('.detail-list')).toContainText('답변 완료')
      await expect(page.getByRole('heading', { name: '답변' })).toBeVisible()
      await expect(page.locator('.answer-list')).toContainText('수어 통역사와 함께 상담해 드리겠습니다')
      await page.screenshot({ path: test.info().outputPath(`member-detail-${viewport.width}.png`), fullPage: true })
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(viewport.width)
      await expectNoAxeViolations(page)

      // 메모 남기기: the CSmemo modal takes a note for staff; it shows on the page and reaches staff.
      const staffMailsBefore = (await outbox({ url }, 'contact@example.com')).length
      await page.getByRole('button', { name: '메모 남기기' }).click()
      const memo = page.getByRole('dialog', { name: '담당자에게 메모 남기기' })
      await expect(memo).toBeVisible()
      await expect(memo.getByRole('button', { name: '메모 남기기' })).toBeDisabled()
      const note = '상담 때 보호자 한 명이 함께 가도 될까요?'
      await memo.getByRole('textbox', { name: '메모' }).fill(note)
      await expect(memo).toContainText(`${note.length}/500자`)
      await expectNoAxeViolations(page)
      await page.screenshot({ path: test.info().outputPath(`member-note-${viewport.width}.png`) })
      await memo.getByRole('button', { name: '메모 남기기' }).click()
      await expect(memo).toHaveCount(0)
      await expect(page.locator('.Toastify__toast').filter({ hasText: '메모를 남겼습니다' })).toBeVisible()
      await expect(page.getByRole('heading', { name: '내가 남긴 메모' })).toBeVisible()
      await expect(page.locator('.answer-list').last()).toContainText('보호자 한 명이 함께 가도 될까요?')
      await expect
        .poll(
          async () =>
            (await outbox({ url }, 'contact@example.com')).filter((mail) =>
              mail.subject.includes(`${referenceNumber}에 문의한 분이 메모를 남겼습니다`),
            ).length,
          { timeout: 15_000 },
        )
        .toBe(1)
      expect((await outbox({ url }, 'contact@example.com')).length).toBeGreaterThan(staffMailsBefore)
      // A note can be written again after a reload: what is stored is the member's text, as typed.
      await page.reload()
      await expect(page.locator('.answer-list').last()).toContainText('보호자 한 명이 함께 가도 될까요?')

      // Two tabs send a note at the same moment: both are kept.
      const other = await page.context().newPage()
      await other.goto(page.url())
      const tabs = [
        { tab: page, text: '첫 번째 탭에서 남긴 메모입니다.' },
        { tab: other, text: '두 번째 탭에서 남긴 메모입니다.' },
      ]
      for (const { tab, text } of tabs) {
        await tab.getByRole('button', { name: '메모 남기기' }).click()
        await tab
          .getByRole('dialog', { name: '담당자에게 메모 남기기' })
          .getByRole('textbox', { name: '메모' })
          .fill(text)
      }
      await Promise.all(
        tabs.map(({ tab }) =>
          tab
            .getByRole('dialog', { name: '담당자에게 메모 남기기' })
            .getByRole('button', { name: '메모 남기기' })
            .click(),
        ),
      )
      for (const { tab } of tabs)
        await expect(tab.locator('.Toastify__toast').filter({ hasText: '메모를 남겼습니다' })).toBeVisible()
      await other.close()
      await page.reload()
      for (const { text } of tabs) await expect(page.locator('.answer-list').last()).toContainText(text)
    })

    test('a guest looks up their inquiry by number and e-mail, reads the answer, and ends the lookup', async ({
      page,
      baseURL,
    }) => {
      const url = baseURL ?? ''
      const { email, referenceNumber } = await guestInquiry(url)
      await answerThroughApi(url, referenceNumber, { answers: [{ text: '안내 자료를 메일로 보내 드렸습니다.' }] })

      await page.goto('/contact/lookup')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('비회원 문의 조회')
      await expectNoAxeViolations(page)

      // Nothing typed: Korean errors beside the fields, from the server's own checks.
      await page.getByRole('button', { name: '조회하기' }).click()
      await expect(page.locator('#field-referenceNumber-error')).toHaveText('접수 번호를 입력해 주세요.')
      await expect(page.locator('#field-contact-error')).toHaveText('문의할 때 적은 이메일이나 연락처를 입력해 주세요.')

      await page.getByLabel('접수 번호').fill(referenceNumber)
      await page.getByLabel('이메일 또는 연락처').fill('someone.else@example.com')
      await page.getByRole('button', { name: '조회하기' }).click()
      await expect(page.getByRole('form', { name: '비회원 문의 조회' }).getByRole('alert')).toContainText(
        '접수 번호와 이메일(또는 연락처)이 함께 맞는 문의를 찾지 못했습니다',
      )
      // What was typed stays for the correction (React resets a form after its action).
      await expect(page.getByLabel('접수 번호')).toHaveValue(referenceNumber)
      await page.screenshot({ path: test.info().outputPath(`lookup-miss-${viewport.width}.png`), fullPage: true })

      await page.getByLabel('이메일 또는 연락처').fill(email)
      await page.getByRole('button', { name: '조회하기' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`문의 내용 ${referenceNumber}`)
      expect(new URL(page.url()).search).toBe('') // nothing of the lookup in the address
      await expect(page.locator('.answer-list')).toContainText('안내 자료를 메일로 보내 드렸습니다.')
      await expect(page.locator('.detail-list')).toContainText('기타') // the topic's label
      await page.screenshot({ path: test.info().outputPath(`lookup-found-${viewport.width}.png`), fullPage: true })
      await expectNoAxeViolations(page)

      // A reload keeps it (a cookie for this page only); ending the lookup forgets it.
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`문의 내용 ${referenceNumber}`)
      await page.getByRole('button', { name: '조회 끝내기' }).click()
      await expect(page.getByRole('status')).toHaveText('조회를 끝냈습니다. 이 기기에는 문의 내용이 남지 않습니다.')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('비회원 문의 조회')
    })
  })
}

test('staff write an answer in the admin; it is logged, mailed and shown to the guest', async ({ page, baseURL }) => {
  const url = baseURL ?? ''
  const { email, referenceNumber } = await guestInquiry(url)
  await signInToAdmin(page)
  await page.goto('/admin/collections/inquiries')
  await page.getByRole('link', { name: referenceNumber }).click()
  await page.getByRole('button', { name: '답변', exact: true }).click()
  await expect(page.getByText('여기에 쓴 답변은 문의한 분이 내 신청 현황')).toBeVisible()
  await page.getByRole('button', { name: '답변 추가' }).click()
  await page.getByLabel('답변 내용').fill('요청하신 자료는 첨부 없이 이 답변으로 안내드립니다.')
  await page.getByRole('button', { name: '저장', exact: true }).click()
  await expect(page.getByText('저장했습니다.')).toBeVisible()
  await page.reload()
  await page.getByRole('button', { name: '답변', exact: true }).click()
  await expect(page.locator('#field-notifications')).toContainText('이메일')
  await expect(page.locator('#field-notifications')).toContainText('보냄(메일 대기열)')
  await page.screenshot({ path: test.info().outputPath('admin-answer-1366.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: test.info().outputPath('admin-answer-390.png'), fullPage: true })

  await expect
    .poll(async () => (await outbox({ url }, email)).map((mail) => mail.kind), { timeout: 30_000 })
    .toContain('inquiry-update')
})
