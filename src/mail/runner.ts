import type { Payload } from 'payload'
import { MAIL_QUEUE } from './queue'

/** Mails in flight at once, and how many one worker claims at a time. */
const MAIL_WORKERS = 2
const BATCH = 10

/**
 * Delivers the mail queue on every tick until it is empty, with at most MAIL_WORKERS mails in
 * flight. Payload's autoRun claims up to its limit and starts them all at once: 500 mails after a
 * burst of inquiries meant some 3,000 queries queued for the 10 pooled connections, and every
 * request of the site waited behind them (seconds, once per tick); a small limit run one after
 * another fixes that but drains a backlog slowly (20 a tick: 2 mails a second). Here each worker
 * claims a small batch (claims stay serial across servers: src/db/payload-tables/job-claims.ts), runs it one mail
 * after another and claims again until nothing is pending, so requests always find a connection,
 * a slow SMTP server holds up at most MAIL_WORKERS mails, and a stop waits for at most BATCH mails
 * per worker. Retries keep Payload's backoff: a job waiting for its retry is not pending.
 */
export function startMailRunner(payload: Payload, tickSeconds: number) {
  let stopping = false
  let draining: Promise<void> | undefined

  const worker = async () => {
    while (!stopping) {
      const result = await payload.jobs.run({
        queue: MAIL_QUEUE,
        limit: BATCH,
        sequential: true,
        silent: { info: true },
      })
      if (result.noJobsRemaining) return
    }
  }
  const tick = () => {
    draining ??= Promise.all(Array.from({ length: MAIL_WORKERS }, worker))
      .then(() => undefined)
      .catch((error: unknown) => payload.logger.error({ err: error }, '메일 대기열 처리 중 오류가 발생했습니다'))
      .finally(() => {
        draining = undefined
      })
  }
  const timer = setInterval(tick, tickSeconds * 1000)
  timer.unref()

  /** No new batch starts; the mails being sent finish. */
  return async function stop() {
    stopping = true
    clearInterval(timer)
    await draining
  }
}
