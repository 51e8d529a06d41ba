import { startSite } from '../helpers/site'

export default async function globalSetup() {
  const site = await startSite()
  process.env.E2E_BASE_URL = site.url
  return async () => {
    await site.stop()
  }
}
