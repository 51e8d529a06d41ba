import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'
import { serverEnv } from '@/config/env'
import type { Mail } from './kinds'

let transporter: Transporter | undefined

/** SMTP when SMTP_URL is set, else the outbox collection. Returns where the mail went. */
export async function deliver(mail: Mail, payload: Payload): Promise<'smtp' | 'outbox'> {
  const env = serverEnv()
  if (env.SMTP_URL) {
    transporter ??= nodemailer.createTransport(env.SMTP_URL)
    await transporter.sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? undefined,
    })
    return 'smtp'
  }
  await payload.create({ collection: 'outbox', data: mail, overrideAccess: true })
  return 'outbox'
}
