/**
 * Runs once when the Next server boots. Payload starts its job runner (scheduled publishing, mail)
 * only on a `getPayload({ cron: true })`, which otherwise first happens when someone opens the
 * admin: a site that only serves visitors would never publish a scheduled post.
 * On shutdown the runner stops taking work and finishes what it runs.
 * A failure here is logged with one clear line and rethrown: the server must not run half-started.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.JOBS_AUTORUN !== 'true') return
  try {
    const [{ getPayload }, { default: config }, { onShutdown }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('@/lib/shutdown.mjs'),
    ])
    const payload = await getPayload({ config, cron: true })
    // On SIGTERM no new tick starts, and a tick that is running (a mail half sent, a post being
    // published) finishes before the process exits (scripts/server.mjs).
    onShutdown(async () => {
      const crons = payload.crons.splice(0)
      for (const cron of crons) cron.stop()
      while (crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 50))
    })
  } catch (error) {
    console.error('[instrumentation] 서버 시작 중 오류가 발생했습니다 (Payload 작업 실행기):', error)
    throw error
  }
}
