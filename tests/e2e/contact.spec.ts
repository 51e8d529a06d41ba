import { createVerifiedMember, newClient, outbox } from '../helpers/members'
import { axeViolations } from './axe'
import { openFormsAsIfAPersonTookTheirTime } from './fill-time'
import { expect, test } from './fixtures'
import { holdScripts } from './hold-scripts'

/** Each test is its own client (the e2e site trusts X-Forwarded-For): the form's rate limit stays per test. */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(newClient())
})

test('an impact-franchise inquiry: Korean errors as the user types, text kept over a reload, then a reference number', async ({
  page,
  baseURL,
}) => {
  await openFormsAsIfAPersonTookTheirTime(page)
  const email = `contact.${Date.now()}@example.com`
  await page.goto('/contact/impact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('임팩트 프랜차이즈 창업 문의')

  const phone = page.getByLabel('휴대전화')
  await phone.fill('12345')
  await expect(page.locator('#phone-error')).toHaveText(/010-1234-5678 형식/)
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await phone.fill('010-9876-5432')
  await expect(page.locator('#phone-error')).toHaveText('')

  await page.getByLabel('이름').fill('박서준')
  await page.locator('#email').fill(email)
  // A disability is sensitive information: chosen only after its separate consent (PIPA art. 23).
  await page.getByLabel(/^\(선택\) 장애 여부·종류와 수어 통역 필요 여부/).check()
  await page.getByLabel('지원 대상').selectOption('hearing')
  await page.getByLabel(/수어 통역사가 함께하기를 원합니다/).check()
  await page.getByLabel('창업 희망 지역').selectOption({ label: '대구' })
  await page.getByLabel('창업 단계').selectOption('idea')
  await page.getByLabel('문의 내용').fill('수어 통역과 함께 창업 상담을 받고 싶습니다. 가능한 일정을 알려 주세요.')
  await page.getByLabel('전화 대신 문자·이메일로만 연락받겠습니다').check()

  // Nothing typed is lost to a reload.
  await page.reload()
  await expect(page.getByLabel('이름')).toHaveValue('박서준')
  await expect(page.getByLabel('문의 내용')).toHaveValue(/수어 통역과 함께/)
  await expect(page.getByLabel('창업 희망 지역')).toHaveValue('daegu')

  // Submitting without consent: the error is shown and focused, nothing is sent.
  await page.getByRole('button', { name: '문의 보내기' }).click()
  await expect(page.locator('#privacyConsent-error')).toContainText('동의해 주셔야')
  await expect(page.getByLabel('(필수) 개인정보 수집·이용에 동의합니다')).toBeFocused()
  await page.getByLabel('(필수) 개인정보 수집·이용에 동의합니다').check()

  await page.getByRole('button', { name: '문의 보내기' }).click()
  await expect(page).toHaveURL(/\/contact\/complete\?ref=Q\d{6}-/)
  const reference = new URL(page.url()).searchParams.get('ref') ?? ''
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('임팩트 프랜차이즈 창업 문의가 접수되었습니다')
  await expect(page.getByText(reference, { exact: true })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: reference })).toBeVisible()

  // The draft is gone once the inquiry is stored.
  await page.goto('/contact/impact')
  await expect(page.getByLabel('이름')).toHaveValue('')
  // The mail queue sends on its next tick (every 10 s), after the inquiry is stored.
  await expect
    .poll(async () => (await outbox({ url: baseURL ?? '' }, email)).map((mail) => mail.kind), { timeout: 30_000 })
    .toContain('inquiry-confirmation')
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`an empty inquiry sent at ${viewport.width} px: Korean errors, and the keyboard lands on the first field in error`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/contact/general')
    await page.getByRole('button', { name: '문의 보내기' }).click()
    await expect(page.locator('.form-message')).toHaveText('입력한 내용을 확인해 주세요.')
    const name = page.getByLabel('이름')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    // Shown by the field's border as well as by its message, the same for a text field and a list.
    await expect(name).toHaveCSS('border-top-color', 'rgb(185, 28, 28)')
    await expect(page.getByLabel('문의 주제')).toHaveCSS('border-top-color', 'rgb(185, 28, 28)')
    await expect(name).toBeFocused()
    await expect(name).toBeInViewport()
    // Typing there clears its error; the next submit lands on the next field in error.
    await name.fill('김민지')
    await page.getByRole('button', { name: '문의 보내기' }).click()
    await expect(page.getByLabel('휴대전화')).toBeFocused()
    // Once every field is put right, the line over them goes too, before anything is sent.
    await page.getByLabel('휴대전화').fill('010-1234-5678')
    await page.locator('#email').fill('minji.kim@example.com')
    await page.getByLabel('문의 주제').selectOption('partnership')
    await page.getByLabel('문의 내용').fill('매장 제휴를 제안드리고 싶습니다.')
    await expect(page.locator('.form-message')).toHaveText('입력한 내용을 확인해 주세요.')
    await page.getByLabel('(필수) 개인정보 수집·이용에 동의합니다').check()
    await expect(page.locator('.form-message')).toHaveCount(0)
  })
}

test('a signed-in member finds their details filled in and the inquiry on "my application status"', async ({
  page,
  baseURL,
}) => {
  await openFormsAsIfAPersonTookTheirTime(page)
  const member = await createVerifiedMember({ url: baseURL ?? '' })
  await page.goto('/login')
  await page.getByLabel('이메일', { exact: true }).fill(member.email)
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)

  await page.goto('/contact/general')
  await expect(page.locator('#email')).toHaveValue(member.email)
  await expect(page.getByLabel('이름')).toHaveValue(member.name)
  await page.getByLabel('문의 주제').selectOption('partnership')
  await page.getByLabel('문의 내용').fill('매장 제휴를 제안드리고 싶습니다. 담당자 연락 부탁드립니다.')
  await page.getByLabel('(필수) 개인정보 수집·이용에 동의합니다').check()
  await page.getByRole('button', { name: '문의 보내기' }).click()
  await expect(page).toHaveURL(/\/contact\/complete/)
  const reference = new URL(page.url()).searchParams.get('ref') ?? ''

  await page.goto('/user/applications')
  await page.getByRole('link', { name: reference }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`신청 내용 ${reference}`)
  await expect(page.getByText('매장 제휴를 제안드리고 싶습니다')).toBeVisible()
})

test('the contact forms have no accessibility violations', async ({ page }) => {
  for (const kind of ['edu', 'impact', 'invest', 'general']) {
    await page.goto(`/contact/${kind}`)
    await page.getByRole('button', { name: '문의 보내기' }).click()
    await expect(page.getByRole('alert').first()).toBeVisible()
    expect(await axeViolations(page, { bestPractice: true }), kind).toEqual([])
  }
})

test('what is typed before the form’s scripts have run stays in the form, and is sent', async ({ page }) => {
  await openFormsAsIfAPersonTookTheirTime(page)
  const release = await holdScripts(page)
  await page.goto('/contact/general', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('이름').fill('먼저 쓴 이름')
  await page.getByLabel('문의 내용').fill('스크립트가 오기 전에 쓴 문의 내용입니다.')
  await page.getByLabel('문의 주제').selectOption({ index: 2 })
  const topic = await page.getByLabel('문의 주제').inputValue()
  release()
  // Hydrated: the draft the form keeps for a reload holds what was typed before.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('inquiry-draft:general')), { timeout: 15_000 })
    .toContain('먼저 쓴 이름')
  expect(await page.evaluate(() => sessionStorage.getItem('inquiry-draft:general'))).toContain(`"topic":"${topic}"`)
  await expect(page.getByLabel('이름')).toHaveValue('먼저 쓴 이름')
  await expect(page.getByLabel('문의 내용')).toHaveValue('스크립트가 오기 전에 쓴 문의 내용입니다.')
  await expect(page.getByLabel('문의 주제')).toHaveValue(topic)
  await page.getByLabel('휴대전화').fill('010-2345-6789')
  await page.locator('#email').fill(`before.${Date.now()}@example.com`)
  await page.getByLabel('(필수) 개인정보 수집·이용에 동의합니다').check()
  await page.getByRole('button', { name: '문의 보내기' }).click()
  await expect(page).toHaveURL(/\/contact\/complete\?ref=/)
})
