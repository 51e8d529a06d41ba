import 'server-only'
import { betterAuth } from 'better-auth'
import { serverEnv } from '@/config/env'
import { getLegal } from '@/lib/content'
import { isoDateInSeoul } from '@/lib/format'
import { queueMail } from '@/mail/send'
import { authOptions } from './options'

/**
 * The legal texts a member agreed to, by the effective dates the pages show (`terms=2026-03-01;privacy=…`):
 * the date in Seoul, as on /legal/*, not the UTC date of the stored Seoul midnight.
 */
async function consentVersion() {
  const legal = await getLegal()
  const day = (value: string | null | undefined) => (value ? isoDateInSeoul(value) : 'unknown')
  return `terms=${day(legal.terms?.effectiveDate)};privacy=${day(legal.privacy?.effectiveDate)}`
}

function createAuth() {
  return betterAuth(authOptions(serverEnv(), { sendMail: queueMail, consentVersion }))
}

let instance: ReturnType<typeof createAuth> | undefined

/** Created on first use, so `next build` needs neither secrets nor a database. */
export function getAuth() {
  instance ??= createAuth()
  return instance
}

export type Auth = ReturnType<typeof getAuth>
export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
