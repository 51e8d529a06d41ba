import { E2E_KAKAO_KEY } from '../helpers/kakao'
import { startSite } from '../helpers/site'

export default async function globalSetup() {
  // As behind a proxy: each test can be its own client (X-Forwarded-For), so the strict
  // sign-in and sign-up limits of one test never throttle another.
  // A Kakao JavaScript key in the right form switches 카카오톡 공유 on (community.spec.ts); Kakao
  // itself is never reached from here.
  const site = await startSite({ env: { TRUSTED_PROXY: 'true', KAKAO_JAVASCRIPT_KEY: E2E_KAKAO_KEY } })
  process.env.E2E_BASE_URL = site.url
  return async () => {
    await site.stop()
  }
}
