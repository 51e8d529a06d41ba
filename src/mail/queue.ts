import type { Payload, PayloadRequest } from 'payload'
import { onShutdown } from '@/server/contract.mjs'
import type { Mail } from './kinds'

/** The Payload job queue that delivers mail. */
export const MAIL_QUEUE = 'mail'

/** First attempts still running; a graceful shutdown waits for them. */
const sending = new Set<Promise<unknown>>()
onShutdown(() => Promise.allSettled([...sending]))

/**
 * Queues a mail and starts delivering it right away in the background. Callers run after their
 * data is committed (better-auth calls its senders after its transaction); a failed attempt is
 * retried by the job queue (src/mail/runner.ts runs the mail queue every JOBS_TICK_SECONDS, 10 s by default, with Payload's back-off of 6 attempts from 5 s).
 */
export async function queueMailWith(payload: Payload, mail: Mail): Promise<void> {
  const job = await payload.jobs.queue({ task: 'sendMail', queue: MAIL_QUEUE, input: mail })
  const attempt = payload.jobs
    .runByID({ id: job.id, silent: { info: true } })
    .catch((error: unknown) => {
      payload.logger.warn({ err: error }, '메일 발송을 재시도 대기열에 남깁니다')
    })
    .finally(() => sending.delete(attempt))
  sending.add(attempt)
}

/**
 * Queues a mail inside the caller's open transaction (a collection hook's `req`): the mail exists
 * exactly when the change it talks about is committed. No first attempt here, as the job is not
 * visible outside the transaction yet: the mail runner delivers it on its next tick.
 */
export async function queueMailInTransaction(req: PayloadRequest, mail: Mail): Promise<void> {
  await req.payload.jobs.queue({ task: 'sendMail', queue: MAIL_QUEUE, input: mail, req })
}
