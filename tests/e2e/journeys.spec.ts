import {
  createVerifiedMember,
  linkIn,
  type Member,
  newClient,
  newMember,
  signUpBody,
  waitForMail,
} from '../helpers/members'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'

/**
 * Every journey ends well: each journey ends on a page that says what happened, on a
 * phone (390 px) and a desktop (1366 px), with axe on each new screen.
 */
const site = (baseURL: string | undefined) => ({ url: baseURL ?? '' })
const SHOTS = process.env.JOURNEY_SHOTS

async function axe(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
}

async function signInThroughForm(page: Page, member: Pick<Member, 'email' | 'password'>) {
  await page.getByLabel('이메일', { exact: true }).fill(member.email)
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } })
    test.beforeEach(async ({ page }) => {
      await page.setExtraHTTPHeaders(newClient())
    })

    test("a member's dead end is the Korean 404 inside the members' bar, with ways on", async ({ page, baseURL }) => {
      const member = await createVerifiedMember(site(baseURL))
      await page.goto('/login?redirect=%2Fuser%2Fedu')
      await signInThroughForm(page, member)
      await expect(page).toHaveURL(/\/user\/edu$/)
      for (const path of [
        '/user/edu/news?page=2',
        '/user/edu/news-detail/999999',
        '/user/edu/impact-story/999999',
        '/user/edu/없는-곳',
      ]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('페이지를 찾을 수 없습니다')
        // The tab says so too, once React has rendered the page (not the section's title).
        await expect(page, path).toHaveTitle('페이지를 찾을 수 없습니다 | 푸드임팩트')
        await expect(page.locator('main'), path).toContainText('404')
        await expect(page.getByText('This page could not be found')).toHaveCount(0)
        await expect(page.locator('header.user-header'), path).toBeVisible()
        await expect(page.locator('footer.site-footer'), path).toBeVisible()
      }
      await shot(page, 'members-404', width)
      await axe(page)
      await page.getByRole('link', { name: '교육 프로그램으로' }).click()
      await expect(page).toHaveURL(/\/user\/edu$/)
      await expect(page.getByRole('heading', { name: '교육 프로그램', level: 1 })).toBeVisible()
    })

    test("a members-only post's public address: a guest logs in and reads it in the members' area", async ({
      page,
      baseURL,
    }) => {
      const member = await createVerifiedMember(site(baseURL))
      // A members-only post, found as a member reads the list.
      await page.goto('/login?redirect=%2Fuser%2Fedu%2Fnews')
      await signInThroughForm(page, member)
      await expect(page).toHaveURL(/\/user\/edu\/news$/)
      const href = await page.locator('.post-card a').first().getAttribute('href')
      const id = href?.match(/(\d+)$/)?.[1]
      expect(id).toBeTruthy()
      await page.goto(`/community/news/${id}`)
      await expect(page).toHaveURL(new RegExp(`/user/edu/news-detail/${id}$`))
      await expect(page.getByText('회원 전용')).toBeVisible()

      await page.context().clearCookies()
      await page.goto(`/community/news/${id}`)
      await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fedu%2Fnews-detail%2F\d+$/)
      await signInThroughForm(page, member)
      await expect(page).toHaveURL(new RegExp(`/user/edu/news-detail/${id}$`))
      await expect(page.getByText('회원 전용')).toBeVisible()
    })

    test('a trimmed address lands on the first page of its section', async ({ page }) => {
      for (const [path, target, heading] of [
        ['/intro', /\/intro\/page-a$/, null],
        ['/community', /\/community\/news\/list$/, null],
        ['/contact', /\/contact\/general$/, '일반 문의'],
      ] as const) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await expect(page, path).toHaveURL(target)
        if (heading) await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
      }
    })

    test('the verification mail re-sent at a blocked sign-in lands on login saying the address is confirmed', async ({
      page,
      baseURL,
    }) => {
      const member = newMember()
      const signedUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseURL ?? '', ...member.client },
        body: JSON.stringify(signUpBody(member)),
      })
      expect(signedUp.status).toBe(200)
      await waitForMail(site(baseURL), member.email, 'verify-email')
      await page.goto('/login?redirect=%2Fuser%2Fedu')
      await signInThroughForm(page, member)
      await expect(page.getByRole('main').getByRole('alert')).toContainText('이메일 인증이 필요합니다')
      const mail = await waitForMail(site(baseURL), member.email, 'verify-email', 2)
      await page.goto(linkIn(mail))
      await expect(page).toHaveURL(/\/login\?verified=1&redirect=%2Fuser%2Fedu$/)
      await expect(page.getByText('이메일 인증을 마쳤습니다. 로그인해 주세요.')).toBeVisible()
      await shot(page, 'verified-login', width)
      await signInThroughForm(page, member)
      await expect(page).toHaveURL(/\/user\/edu$/)
    })

    test('after leaving, the home page says the account was deleted', async ({ page, baseURL }) => {
      const member = await createVerifiedMember(site(baseURL))
      await page.goto('/login?redirect=%2Fuser%2Fprofile')
      await signInThroughForm(page, member)
      await expect(page).toHaveURL(/\/user\/profile$/)
      // The sign-in lands here by a page load: a click before the form is hydrated would submit it
      // natively, reloading the page with the password gone (one failed run in four).
      await page.waitForLoadState('load')
      const leaving = page.getByRole('region', { name: '회원 탈퇴' })
      await leaving.getByLabel('비밀번호 확인').fill(member.password)
      await leaving.getByRole('button', { name: '회원 탈퇴' }).click()
      await page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' }).getByRole('button', { name: '탈퇴하기' }).click()
      await expect(page).toHaveURL(`${baseURL}/?deleted=1`)
      await expect(page.getByText('회원 탈퇴가 완료되었습니다', { exact: false })).toBeVisible()
      await shot(page, 'deleted-home', width)
    })

    test('the complete page opened without a submission says nothing was received, with the forms', async ({
      page,
    }) => {
      await page.goto('/contact/complete')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('접수된 문의가 없습니다')
      await expect(page.getByText('접수되었습니다')).toHaveCount(0)
      await shot(page, 'complete-empty', width)
      await axe(page)
      await page.getByRole('link', { name: '교육 프로그램 문의' }).click()
      await expect(page).toHaveURL(/\/contact\/edu$/)
    })

    test("better-auth's /error is the site's Korean error page with the code and a way to login", async ({ page }) => {
      const response = await page.goto('/api/auth/error?error=state_not_found')
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(/\/api\/auth\/error\?error=state_not_found$/)
      await expect(page.locator('main')).toContainText('state_not_found')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인을 처리하지 못했습니다')
      await expect(page.locator('main')).toContainText('로그인 요청이 만료되었거나')
      await shot(page, 'auth-error', width)
      await axe(page)
      await page.getByRole('link', { name: '로그인으로' }).click()
      await expect(page).toHaveURL(/\/login$/)
    })
  })
}
