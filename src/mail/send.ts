import 'server-only'
import { getPayloadClient } from '@/lib/payload'
import type { Mail } from './kinds'
import { MAIL_QUEUE } from './queue'

/**
 * Queues a mail and starts delivering it right away in the background. Callers run after their
 * data is committed (better-auth calls its senders after its transaction); a failed attempt is
 * retried by the job queue (payload.config.ts runs the mail queue every minute).
 */
export async function queueMail(mail: Mail): Promise<void> {
  const payload = await getPayloadClient()
  const job = await payload.jobs.queue({ task: 'sendMail', queue: MAIL_QUEUE, input: mail })
  void payload.jobs.runByID({ id: job.id, silent: { info: true } }).catch((error: unknown) => {
    payload.logger.warn({ err: error }, '메일 발송을 재시도 대기열에 남깁니다')
  })
}
