import { expect, test } from '@playwright/test'
import { createVerifiedMember } from '../helpers/members'
import { TEST_ADMIN } from '../helpers/site'

test('the CMS admin signs in to /admin in Korean', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('이메일').fill(TEST_ADMIN.email)
  await page.getByLabel('비밀번호').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: '로그인' }).click()

  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('link', { name: '페이지' }).first()).toBeVisible()
})

test('a signed-in site member is still a stranger to /admin', async ({ page, baseURL }) => {
  const member = await createVerifiedMember({ url: baseURL ?? '' })
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: member.email, password: member.password },
    headers: { origin: baseURL ?? '', ...member.client },
  })
  expect(signIn.ok()).toBe(true)
  const session = await page.request.get('/api/auth/get-session')
  expect((await session.json()).user.email).toBe(member.email)

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible()
})
