import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The host the site answers to, as the web server takes it (src/server/server.mjs). */
function siteHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_URL ? new URL(env.SITE_URL).host : `localhost:${env.PORT ?? 3000}`
}

/**
 * Stored page views as the tracker now stores them (src/server/steps/page-views.mjs): a referrer
 * keeps only the other site's origin (scheme and host, no user name, path, query or fragment),
 * null for the site's own pages ($host) and for anything but http(s); a path or previous path
 * keeps its query only when it is exactly a list page's `?page=…`. Referrers held whole addresses,
 * passwords typed into a form before its script ran among them.
 */
export function pageViewAddressesSql(host: string) {
  const strippedPath = (column: 'path' | 'path_from') =>
    sql.raw(`CASE WHEN ${column} ~ '^[^?#]*[?]page=[^&#]*$' THEN ${column}
      ELSE split_part(split_part(${column}, '#', 1), '?', 1) END`)
  return sql`
    WITH parsed AS (
      SELECT id,
        lower(substring(referrer from '^([A-Za-z][A-Za-z0-9+.-]*)://')) AS scheme,
        lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#]*)')) AS host
      FROM page_views
      WHERE referrer IS NOT NULL OR path ~ '[?#]' OR path_from ~ '[?#]'
    )
    UPDATE page_views SET
      referrer = CASE
        WHEN parsed.scheme NOT IN ('http', 'https') OR parsed.host IS NULL OR parsed.host = '' THEN NULL
        WHEN parsed.host = lower(${host}) THEN NULL
        ELSE parsed.scheme || '://' || regexp_replace(parsed.host,
          CASE parsed.scheme WHEN 'https' THEN ':443$' ELSE ':80$' END, '')
      END,
      path = ${strippedPath('path')},
      path_from = ${strippedPath('path_from')}
    FROM parsed WHERE parsed.id = page_views.id`
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(pageViewAddressesSql(siteHost()))
}

/** What was dropped is not worth restoring (and the referrers' query strings must not come back). */
export async function down(_args: MigrateDownArgs): Promise<void> {}
