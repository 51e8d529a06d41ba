/**
 * Korean privacy law and the account's promises, walked in Chromium at
 * a phone and a desktop width, with axe on each changed screen.
 */
import { readFile } from 'node:fs/promises'
import { CACHE_CHANNEL } from '../../src/server/contract.mjs'
import { createVerifiedMember, type Member, newClient, outbox, siteDatabaseUrl } from '../helpers/members'
import { richText } from '../helpers/payload'
import { queryOnce } from '../helpers/postgres'
import { axeViolations } from './axe'
import { openFormsAsIfAPersonTookTheirTime } from './fill-time'
import { expect, type Page, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(newClient())
})

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

async function expectNoAxeViolations(page: Page) {
  // A toast sliding in is measured mid-fade (its text at 20 % opacity): judge the settled screen.
  // The toasts are checked by tests/e2e/shell.spec.ts; here axe sometimes measured a toast mid-way
  // between its loading and its outcome (contrast 1.25, text fading), which says nothing of these forms.
  expect(await axeViolations(page, { exclude: '.Toastify', bestPractice: true })).toEqual([])
}

async function signInAt(page: Page, member: Member, next: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(next)}`)
  await page.getByLabel('이메일', { exact: true }).fill(member.email)
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto(next)
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('impact inquiry: disability and interpreter only with the separate sensitive consent', async ({
      page,
      baseURL,
    }) => {
      await openFormsAsIfAPersonTookTheirTime(page)
      await page.goto('/contact/impact')
      const consent = page.getByLabel(/^\(선택\) 장애 여부·종류와 수어 통역 필요 여부/)
      const interpreter = page.getByLabel(/수어 통역사가 함께하기를 원합니다/)
      const hearing = page.getByLabel('지원 대상').locator('option[value="hearing"]')
      await expect(consent).not.toBeChecked()
      // Never disabled (a form without scripts must offer them too): chosen without the consent,
      // each says in Korean what it needs, as the server does.
      await expect(hearing).toHaveText('청각장애 창업자 (민감정보 동의 필요)')
      await page.getByLabel('지원 대상').selectOption('hearing')
      await expect(page.locator('#applicantGroup-error')).toContainText('민감정보 처리에 따로 동의해 주세요')
      await interpreter.check()
      await expect(page.locator('#interpreter-error')).toContainText('민감정보 처리에 따로 동의하셔야')
      await expectNoAxeViolations(page)

      // The notice names the items, the purpose and the retention.
      await page.getByRole('button', { name: '민감정보 처리 안내 보기' }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toContainText('수집 항목: 장애 여부와 종류')
      await expect(dialog).toContainText('이용 목적')
      await expect(dialog).toContainText('보유 기간: 문의 처리 후 3년')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()

      await consent.check()
      await expect(page.locator('#applicantGroup-error')).toBeEmpty()
      await expect(page.locator('#interpreter-error')).toBeEmpty()
      await expect(hearing).toHaveText('청각장애 창업자')
      // Withdrawn before sending: the sensitive items go with it.
      await consent.uncheck()
      await expect(interpreter).not.toBeChecked()
      await expect(page.getByLabel('지원 대상')).toHaveValue('')

      // Sent without the consent, with a choice that reveals nothing.
      const email = `no-sensitive.${viewport.width}.${Date.now()}@example.com`
      await page.getByLabel('이름').fill('이도윤')
      await page.getByLabel('휴대전화').fill('010-3456-7890')
      await page.locator('#email').fill(email)
      await page.getByLabel('지원 대상').selectOption('other')
      await page.getByLabel('창업 희망 지역').selectOption('seoul')
      await page.getByLabel('창업 단계').selectOption('idea')
      await page.getByLabel('문의 내용').fill('청년 창업 과정의 다음 일정이 궁금합니다. 안내 부탁드립니다.')
      await page.getByLabel('(필수) 개인정보 수집·이용에 동의합니다').check()
      await page.getByRole('button', { name: '문의 보내기' }).click()
      await expect(page).toHaveURL(/\/contact\/complete\?ref=Q\d{6}-/)
      await expect
        .poll(async () => (await outbox({ url: baseURL ?? '' }, email)).length, { timeout: 30_000 })
        .toBeGreaterThan(0)
    })

    test('개인정보처리방침: every earlier version at its own address, and what changed between two', async ({
      page,
    }) => {
      await page.goto('/legal/privacy')
      const history = page.getByRole('region', { name: '버전 기록' })
      await expect(history.getByRole('listitem')).toHaveCount(2)
      await expect(history.getByRole('listitem').first()).toContainText('시행 중')
      await history.getByRole('link', { name: '2026.03.01 시행' }).click()
      await expect(page).toHaveURL(/\/legal\/privacy\/2026-03-01$/)
      await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible()
      await expect(page.getByText('지난 버전')).toBeVisible()
      await expectNoAxeViolations(page)

      await page.getByRole('link', { name: /현재 개인정보처리방침/ }).click()
      await page.getByRole('link', { name: '2026.03.01 버전과 비교' }).click()
      await expect(page).toHaveURL(/compare\?from=2026-03-01&to=2026-09-01/)
      await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침 버전 비교' })).toBeVisible()
      // The retention periods were rewritten: the old lines struck, the new ones added, said in words too.
      await expect(page.locator('.legal-diff del').first()).toContainText('[삭제]')
      await expect(page.locator('.legal-diff ins').first()).toContainText('[추가]')
      await expect(page.locator('.legal-diff ins', { hasText: '보낸 후 90일' })).toHaveCount(1)
      await page.getByRole('link', { name: '바뀐 곳 1', exact: true }).click()
      await expect(page).toHaveURL(/#change-1$/)
      await expect(page.locator('#change-1')).toBeInViewport()
      await expectNoAxeViolations(page)

      // The comparison form is a plain GET: it works the same with or without scripts.
      await page.getByLabel('이전 버전').selectOption('2026-09-01')
      await page.getByLabel('비교할 버전').selectOption('2026-03-01')
      await page.getByRole('button', { name: '비교하기' }).click()
      await expect(page).toHaveURL(/from=2026-09-01&to=2026-03-01/)
      await expect(page.getByText('2026.09.01 시행 버전과 2026.03.01 시행 버전을 비교합니다.')).toBeVisible()
    })

    test('profile: each consent with its date; marketing withdrawn and given again', async ({ page, baseURL }) => {
      const member = await createVerifiedMember({ url: baseURL ?? '' })
      await signInAt(page, member, '/user/profile')
      const section = page.getByRole('region', { name: '동의 내역' })
      await expect(section).toContainText(/\(필수\) 이용약관: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 동의/)
      await expect(section).toContainText(/\(필수\) 개인정보 수집·이용: \d{4}\.\d{2}\.\d{2}/)
      await expect(section).toContainText('이용약관 2026.03.01, 개인정보처리방침 2026.09.01')
      await expect(section).toContainText('(선택) 마케팅 정보 수신: 동의하지 않음')
      await expectNoAxeViolations(page)

      await section.getByRole('button', { name: '수신 동의' }).click()
      await expect(section.getByRole('alert')).toContainText('마케팅 정보 수신에 동의했습니다')
      await expect(section).toContainText(/마케팅 정보 수신: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 동의/)
      await section.getByRole('button', { name: '동의 철회' }).click()
      await expect(section.getByRole('alert')).toContainText('동의를 철회했습니다')
      await expect(section).toContainText(/마케팅 정보 수신: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 철회/)
      await page.reload()
      await expect(section).toContainText(/철회/)
      await expect(section.getByRole('button', { name: '수신 동의' })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('profile: 내 정보 내려받기 gives the member their file, as CSV and as JSON', async ({ page, baseURL }) => {
      const member = await createVerifiedMember({ url: baseURL ?? '' })
      await signInAt(page, member, '/user/profile')
      const section = page.getByRole('region', { name: '내 정보 내려받기' })
      await expect(section).toContainText('문의와 답변')

      const csv = page.waitForEvent('download')
      await section.getByRole('link', { name: 'CSV 파일로 받기' }).click()
      const csvFile = await csv
      expect(csvFile.suggestedFilename()).toMatch(/^내-정보-\d{4}-\d{2}-\d{2}\.csv$/)
      const rows = await readFile((await csvFile.path()) ?? '', 'utf8')
      expect(rows).toContain(`"회원 정보","이메일","${member.email}"`)

      const json = page.waitForEvent('download')
      await section.getByRole('link', { name: 'JSON 파일로 받기' }).click()
      const jsonFile = await json
      expect(jsonFile.suggestedFilename()).toMatch(/^내-정보-\d{4}-\d{2}-\d{2}\.json$/)
      const data = JSON.parse(await readFile((await jsonFile.path()) ?? '', 'utf8'))
      expect(data['회원 정보']).toMatchObject({ 이름: member.name, 이메일: member.email })
      // The downloads leave the member where they were.
      await expect(page).toHaveURL(/\/user\/profile$/)
      await expectNoAxeViolations(page)
    })

    test('profile: change of e-mail says what happens, and names the same address as such', async ({
      page,
      baseURL,
    }) => {
      const member = await createVerifiedMember({ url: baseURL ?? '' })
      const other = await createVerifiedMember({ url: baseURL ?? '' })
      await signInAt(page, member, '/user/profile')
      const section = page.getByRole('region', { name: '이메일 변경' })
      const field = section.getByLabel('새 이메일')

      await field.fill(member.email)
      await section.getByRole('button', { name: '확인 메일 보내기' }).click()
      await expect(section.getByRole('alert')).toContainText('지금 쓰는 이메일과 같습니다')

      // An address in use: the requester reads what any address gets; its owner is told.
      await field.fill(other.email)
      await section.getByRole('button', { name: '확인 메일 보내기' }).click()
      await expect(section.getByRole('alert')).toContainText('1시간 안에 메일의 링크를 누르면 이메일이 바뀌고')
      await expect(section.getByRole('alert')).not.toContainText('다시 인증해야')
      await expect
        .poll(async () => (await outbox({ url: baseURL ?? '' }, other.email)).map((mail) => mail.kind), {
          timeout: 30_000,
        })
        .toContain('email-in-use')
      await expectNoAxeViolations(page)
    })
  })
}

test('a coming change of 이용약관 is announced on every page, before any script, at 390 and 1366 px', async ({
  browser,
  site,
}) => {
  test.setTimeout(120_000)
  // Announced since yesterday, in effect in 20 days: written as the seed writes history (the site's
  // Local API runs in its own process), and the site told its cached legal texts are stale.
  const database = await siteDatabaseUrl(site)
  const day = new Date(Date.now() + 9 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10)
  const effective = new Date(`${day}T00:00:00+09:00`)
  const [version] = await queryOnce<{ id: number }>(
    database,
    `INSERT INTO legal_versions (title, document, effective_date, summary, body, notice_days, adverse, notice_starts_at)
     VALUES ($1, 'terms', $2, $3, $4, 30, true, $5) RETURNING id`,
    [
      '이용약관 공지 시험',
      effective,
      '이용 기록 분석 조항을 더합니다.',
      JSON.stringify(richText('회사는 서비스 개선을 위해 이용 기록을 분석할 수 있습니다.')),
      new Date(Date.now() - 86_400_000),
    ],
  )
  const expire = () =>
    queryOnce(database, 'SELECT pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify(['global:legal'])])
  await expire()
  try {
    const dotted = day.replaceAll('-', '.')
    for (const viewport of viewports) {
      // Without scripts: the notice is in the page the server sends.
      const bare = await browser.newContext({ javaScriptEnabled: false, viewport, extraHTTPHeaders: newClient() })
      const first = await bare.newPage()
      const bareNotice = first.getByRole('complementary', { name: '약관·방침 변경 안내' })
      await expect(async () => {
        await first.goto('/community/news/list')
        await expect(bareNotice).toContainText(`이용약관 변경 안내 (${dotted} 시행)`, { timeout: 500 })
      }).toPass({ timeout: 15_000 })
      await expect(bareNotice).toContainText('이용 기록 분석 조항을 더합니다.')
      await bare.close()

      const context = await browser.newContext({ viewport, extraHTTPHeaders: newClient() })
      const page = await context.newPage()
      const notice = page.getByRole('complementary', { name: '약관·방침 변경 안내' })
      await page.goto('/')
      await expect(notice).toBeVisible()
      await notice.getByRole('link', { name: /자세히 보기/ }).click()
      await expect(page).toHaveURL(/\/legal\/terms$/)
      const coming = page.getByRole('complementary', { name: '이용약관 변경 예정' })
      await expect(coming).toContainText(`이용약관이 ${dotted}부터 바뀝니다.`)
      await coming.getByRole('link', { name: '바뀌는 부분 보기' }).click()
      await expect(page.locator('.legal-diff ins').first()).toContainText('이용 기록을 분석할 수 있습니다')
      await expectNoAxeViolations(page)
      await context.close()
    }
  } finally {
    await queryOnce(database, 'DELETE FROM legal_versions WHERE id = $1', [version?.id])
    await expire()
  }
})
