import 'server-only'
import { betterAuth } from 'better-auth'
import { serverEnv } from '@/config/env'
import { getLegal } from '@/lib/content'
import { queueMail } from '@/mail/send'
import { authOptions } from './options'

/** The legal texts a member agreed to, by their effective dates (`terms=2026-01-01;privacy=…`). */
async function consentVersion() {
  const legal = await getLegal()
  const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : 'unknown')
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
