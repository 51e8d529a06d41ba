import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { SqlRunner } from '@/lib/transaction-sql'
import type { Mail } from '@/mail/kinds'
import { MAIL_QUEUE } from '@/mail/queue'

/**
 * Mail jobs as `payload.jobs.queue({ task: 'sendMail', queue: MAIL_QUEUE, input })` stores them
 * (input, task and queue; everything else at its column default: pending, never tried), in one
 * statement for all of them.
 */
export async function queueMailJobs(db: SqlRunner, mails: Mail[]): Promise<void> {
  if (mails.length === 0) return
  const now = new Date().toISOString()
  await db.execute(sql`
    INSERT INTO payload_jobs (input, task_slug, queue, created_at, updated_at)
    SELECT mail, 'sendMail', ${MAIL_QUEUE}, ${now}, ${now}
    FROM jsonb_array_elements(${JSON.stringify(mails)}::jsonb) AS mail
  `)
}
