import type { TaskConfig } from 'payload'
import { type Mail, mailKinds } from './kinds'
import { MAIL_QUEUE } from './queue'
import { deliver } from './transport'

/**
 * The one way a mail leaves the site: a Payload job, queued after the data it talks about is
 * committed, retried with backoff when SMTP fails, so a mail problem never loses a sign-up.
 */
export const sendMailTask: TaskConfig<'sendMail'> = {
  slug: 'sendMail',
  label: '메일 보내기',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: [...mailKinds] },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'headers', type: 'json' },
  ],
  outputSchema: [{ name: 'deliveredTo', type: 'text' }],
  handler: async ({ input, req }) => {
    const mail = input as Mail
    // Advertising mail waits out the night and is dropped once refused (src/marketing/delivery.ts).
    const { marketingDelivery } = await import('@/marketing/delivery')
    const verdict = await marketingDelivery(req.payload, mail)
    if (verdict === 'drop') return { output: { deliveredTo: 'dropped' } }
    if (verdict instanceof Date) {
      await req.payload.jobs.queue({ task: 'sendMail', queue: MAIL_QUEUE, input: mail, waitUntil: verdict, req })
      return { output: { deliveredTo: 'later' } }
    }
    const deliveredTo = await deliver(mail, req.payload)
    return { output: { deliveredTo } }
  },
}
