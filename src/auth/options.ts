import type { BetterAuthOptions } from 'better-auth'
import { nextCookies } from 'better-auth/next-js'
import pg from 'pg'
import type { ServerEnv } from '@/config/env'

/** Site members live in their own Postgres schema, apart from Payload's tables. */
export const AUTH_SCHEMA = 'auth'

/** Header set by scripts/server.mjs from the socket (or the trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-client-ip'

/** A local site answers on localhost and 127.0.0.1 alike; trust both spellings. */
function loopbackAliases(siteUrl: string): string[] {
  const url = new URL(siteUrl)
  const aliases: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }
  const alias = aliases[url.hostname]
  if (!alias) return []
  url.hostname = alias
  return [url.origin]
}

function authPool(connectionString: string) {
  const pool = new pg.Pool({ connectionString, options: `-c search_path=${AUTH_SCHEMA}`, max: 10 })
  // A dropped idle connection (a database restart) must not crash the server; the pool reconnects.
  pool.on('error', (error) => console.error('[auth] idle database connection lost:', error.message))
  return pool
}

/**
 * Options shared by the running server and the migration step, so the tables created by
 * `npm run migrate` always match what the server expects.
 */
export function authOptions(env: ServerEnv) {
  return {
    appName: '푸드테크',
    baseURL: env.SITE_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.SITE_URL, ...loopbackAliases(env.SITE_URL), ...env.TRUSTED_ORIGINS],
    database: authPool(env.DATABASE_URL),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    session: {
      // The spec's cookie-cache figure: a signed copy of the session, trusted for 60 s.
      cookieCache: { enabled: true, maxAge: 60 },
    },
    rateLimit: {
      enabled: true,
      // In Postgres, so limits hold across server processes.
      storage: 'database',
      customRules: {
        // Every page view of a signed-in visitor reads the session; it writes nothing and is
        // answered from the signed cookie cache, so limiting it would only lock out offices
        // and schools behind one shared address.
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  } satisfies BetterAuthOptions
}
