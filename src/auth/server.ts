import 'server-only'
import { createHash } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { serverEnv } from '@/config/env'
import { getLegal } from '@/lib/content'
import { isoDateInSeoul } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload'
import { consumeRateLimit } from '@/lib/rate-limit'
import { queueMail } from '@/mail/send'
import { authOptions, VERIFICATION_MAIL_LIMITS } from './options'

/**
 * The legal texts a member agreed to, by the effective dates the pages show (`terms=2026-03-01;privacy=…`):
 * the date in Seoul, as on /legal/*, not the UTC date of the stored Seoul midnight.
 */
async function consentVersion() {
  const legal = await getLegal()
  const day = (value: string | null | undefined) => (value ? isoDateInSeoul(value) : 'unknown')
  return `terms=${day(legal.terms?.effectiveDate)};privacy=${day(legal.privacy?.effectiveDate)}`
}

/**
 * Counts a verification mail for its client and its recipient (VERIFICATION_MAIL_LIMITS). The
 * recipient is counted by a hash of the address: the counters keep no e-mail address. A client
 * over its limit uses up nothing of the recipient's.
 */
async function verificationMailAllowed(to: string, client: string) {
  const payload = await getPayloadClient()
  const byClient = await consumeRateLimit(payload, `verification-mail:${client}`, VERIFICATION_MAIL_LIMITS.perClient)
  if (!byClient.allowed) return false
  const recipient = createHash('sha256').update(to.trim().toLowerCase()).digest('base64url')
  const byRecipient = await consumeRateLimit(
    payload,
    `verification-mail-to:${recipient}`,
    VERIFICATION_MAIL_LIMITS.perRecipient,
  )
  return byRecipient.allowed
}

function createAuth() {
  return betterAuth(authOptions(serverEnv(), { sendMail: queueMail, verificationMailAllowed, consentVersion }))
}

let instance: ReturnType<typeof createAuth> | undefined

/** Created on first use, so `next build` needs neither secrets nor a database. */
export function getAuth() {
  instance ??= createAuth()
  return instance
}

export type Auth = ReturnType<typeof getAuth>
export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
