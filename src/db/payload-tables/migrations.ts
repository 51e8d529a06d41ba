/**
 * Payload's migration bookkeeping and the first-run content, for readiness
 * (src/app/api/ready/route.ts), a warm start that skips loading Payload
 * (scripts/lib/database-status.ts), backups and restores (scripts/backup.ts, scripts/restore.ts).
 * No imports: both a route and plain scripts use it.
 * migrations.test.ts checks each statement against Payload's schema as derived from the config.
 */
export const MIGRATION_SQL = {
  /** Whether Payload's migration table exists yet (a new database has none). */
  tableExists: `SELECT to_regclass('public.payload_migrations') AS name`,
  /** The names of the applied migrations (batch 0 is `push` mode's marker, never ours). */
  applied: 'SELECT name FROM payload_migrations WHERE batch > 0',
  /** The same, in order, as a backup records them. */
  appliedInOrder: 'SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY name',
  /** Every recorded migration, whatever its batch (a restore refuses a database ahead of the backup). */
  recorded: 'SELECT name FROM payload_migrations',
  /** A restore replaces the history the migrations it just ran wrote with the backup's (same names). */
  forgetAll: 'DELETE FROM payload_migrations',
  /** The first-run content exists: a staff account, the home page, the site settings. */
  firstRunContent: `SELECT EXISTS (SELECT 1 FROM users)
         AND EXISTS (SELECT 1 FROM pages WHERE path = '/')
         AND EXISTS (SELECT 1 FROM site_settings WHERE site_name IS NOT NULL) AS ready`,
}
