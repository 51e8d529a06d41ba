import type { Payload } from 'payload'
import { type CookieJar, postJson } from './http'

/** Test secrets shared by a started site and the Local API of the test process. */
export const TEST_SECRETS = {
  PAYLOAD_SECRET: 'integration-test-payload-secret-0123456789',
  BETTER_AUTH_SECRET: 'integration-test-better-auth-secret-01234',
}

/**
 * Payload's Local API on the same database as a running site, as a script would use it. Its
 * hooks run in this process, so cache invalidation has to reach the site through Postgres.
 */
export async function localPayload(databaseUrl: string): Promise<Payload> {
  Object.assign(process.env, TEST_SECRETS, { DATABASE_URL: databaseUrl })
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../../payload.config')])
  return getPayload({ config })
}

type Pool = { end: () => Promise<void>; on: (event: 'error', listener: () => void) => void }

/**
 * Lets the Local API's connections go before its database stops: the pool may keep a client
 * checked out (so `end()` may never settle), and the stopping server ends the rest.
 */
export async function closePayload(payload: Payload | undefined) {
  const pool = (payload?.db as unknown as { pool?: Pool } | undefined)?.pool
  if (!pool) return
  pool.on('error', () => {})
  await Promise.race([pool.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000))])
}

/** A rich text field's value (Lexical) of one paragraph. */
export const richText = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
      },
    ],
  },
})

/** A published news post with a one-paragraph body, as the content team finds one. */
export const publishedPost = (title: string) => ({
  title,
  summary: '처음 요약',
  body: richText('본문'),
  publishedAt: new Date().toISOString(),
  audience: 'public' as const,
  _status: 'published' as const,
})

/** Publishes a public news post through Payload's REST API as the editor whose cookies `jar` holds. */
export function publishNews(
  siteUrl: string,
  jar: CookieJar,
  { title, summary, cover }: { title: string; summary: string; cover?: number },
): Promise<Response> {
  const post = { title, summary, body: richText(summary), cover, publishedAt: new Date().toISOString() }
  return postJson(siteUrl, '/api/news', { ...post, audience: 'public', _status: 'published' }, { jar })
}
