/**
 * Runs once when the Next server boots. Payload starts its job runner (scheduled publishing, mail)
 * only on a `getPayload({ cron: true })`, which otherwise first happens when someone opens the
 * admin: a site that only serves visitors would never publish a scheduled post.
 * A failure here is logged with one clear line and rethrown: the server must not run half-started.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.JOBS_AUTORUN !== 'true') return
  try {
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    await getPayload({ config, cron: true })
  } catch (error) {
    console.error('[instrumentation] 서버 시작 중 오류가 발생했습니다 (Payload 작업 실행기):', error)
    throw error
  }
}
