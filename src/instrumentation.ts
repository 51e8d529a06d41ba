/**
 * Runs once when the Next server boots. Payload starts its job runner (scheduled publishing, mail)
 * only on a `getPayload({ cron: true })`, which otherwise first happens when someone opens the
 * admin: a site that only serves visitors would never publish a scheduled post.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.JOBS_AUTORUN !== 'true') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
