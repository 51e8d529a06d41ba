import type { EmailAdapter } from 'payload'
import { serverEnv } from '@/config/env'
import { queueMailWith } from './queue'

/** A readable plain-text body for a mail Payload wrote only as HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|li|tr)>/gi, '\n')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const addresses = (to: unknown): string[] => {
  if (!to) return []
  if (Array.isArray(to)) return to.flatMap(addresses)
  if (typeof to === 'object' && 'address' in to) return [String((to as { address: string }).address)]
  return String(to)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/**
 * Payload's own mails (a staff member's forgotten password) go through the site's one mail
 * pipeline: the mail job, then SMTP, or the outbox while SMTP_URL is unset. Without an adapter
 * Payload only logs them, and the admin's "비밀번호를 잊으셨나요?" promised a mail nobody got.
 */
export const siteMailAdapter: EmailAdapter = ({ payload }) => {
  const from = serverEnv().MAIL_FROM
  return {
    name: 'site-mail',
    defaultFromAddress: from.replace(/^.*<([^>]+)>.*$/, '$1'),
    defaultFromName: from.includes('<') ? from.replace(/\s*<.*$/, '').replace(/^"|"$/g, '') : '푸드임팩트',
    sendEmail: async (message) => {
      const html = typeof message.html === 'string' ? message.html : ''
      const text = typeof message.text === 'string' ? message.text : htmlToText(html)
      for (const to of addresses(message.to)) {
        await queueMailWith(payload, { to, subject: String(message.subject ?? ''), html, text, kind: 'staff-account' })
      }
    },
  }
}
