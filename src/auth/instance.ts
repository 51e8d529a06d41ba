import 'server-only'
import { createHash } from 'node:crypto'
import { betterAuth } from 'better-auth'
import type { Payload } from 'payload'
import { serverEnv } from '@/config/env'
import { consumeRateLimit } from '@/lib/rate-limits.mjs'
import { queueMailWith } from '@/mail/queue'
import { authOptions } from './options'

/** How better-auth's mail and consent steps reach this process's Payload, when they run. */
export type PayloadSource = () => Promise<Payload>

/** The legal texts' versions a visitor may read, as the site's pages read them. */
async function legalVersions(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'legal-versions',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { document: true, effectiveDate: true, requiresConsent: true },
  })
  return docs
}

/**
 * Counts a verification mail for its client and its recipient (src/lib/rate-limits.mjs). The
 * recipient is counted by a hash of the address: the counters keep no e-mail address. A client
 * over its limit uses up nothing of the recipient's.
 */
async function verificationMailAllowed(payload: Payload, to: string, client: string) {
  const { pool } = payload.db
  if (!(await consumeRateLimit(pool, 'verificationMail', client)).allowed) return false
  const recipient = createHash('sha256').update(to.trim().toLowerCase()).digest('base64url')
  return (await consumeRateLimit(pool, 'verificationMailTo', recipient)).allowed
}

function createAuth(payload: PayloadSource) {
  return betterAuth(
    authOptions(serverEnv(), {
      sendMail: async (mail) => queueMailWith(await payload(), mail),
      verificationMailAllowed: async (to, client) => verificationMailAllowed(await payload(), to, client),
      legalVersions: async () => legalVersions(await payload()),
    }),
  )
}

/**
 * Kept on globalThis: the proxy and the boot code are bundled apart from the routes, each with its
 * own copy of this module, and a second instance would open a second pool (src/proxy.ts reaches
 * the app's through src/server/contract.mjs).
 */
const SHARED = Symbol.for('site.betterAuth')
const shared = globalThis as { [SHARED]?: ReturnType<typeof createAuth> }

/**
 * The process's one better-auth, created on first use, so `next build` needs neither secrets nor a
 * database. Routes pass getPayloadClient (src/auth/server.ts); code that runs inside Payload (its
 * endpoints and jobs) passes the request's own Payload, so that nothing the Payload config imports
 * loads the config again. Both are the one instance Payload keeps per process: whichever caller
 * comes first, the mails and counters land in the same database.
 */
export function authFor(payload: PayloadSource) {
  shared[SHARED] ??= createAuth(payload)
  return shared[SHARED]
}

export type Auth = ReturnType<typeof authFor>
