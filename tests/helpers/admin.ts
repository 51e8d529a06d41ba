import { expect, type Page } from '@playwright/test'
import { TEST_ADMIN } from './site'

/** A staff member (the seeded admin unless given) signs in through /admin's Korean login form. */
export async function signInToAdmin(page: Page, account: { email: string; password: string } = TEST_ADMIN) {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('이메일').fill(account.email)
  await page.getByLabel('비밀번호').fill(account.password)
  await page.getByRole('button', { name: '로그인' }).click()
  // The first staff login of a freshly started server loads the admin's code: slower on a busy machine.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
}
