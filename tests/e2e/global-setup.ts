import { startSite } from '../helpers/site'

export default async function globalSetup() {
  // As behind a proxy: each test can be its own client (X-Forwarded-For), so the strict
  // sign-in and sign-up limits of one test never throttle another.
  const site = await startSite({ env: { TRUSTED_PROXY: 'true' } })
  process.env.E2E_BASE_URL = site.url
  return async () => {
    await site.stop()
  }
}
