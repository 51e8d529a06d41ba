import type { TaskConfig } from 'payload'
import { mailKinds } from './kinds'
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
  ],
  outputSchema: [{ name: 'deliveredTo', type: 'text' }],
  handler: async ({ input, req }) => {
    const deliveredTo = await deliver(input, req.payload)
    return { output: { deliveredTo } }
  },
}
