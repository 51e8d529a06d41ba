import type pg from 'pg'

/**
 * The scale seed's inquiries (npm run seed -- --scale), set-based: store.ts writes one visitor's
 * inquiry in plain SQL, this writes thousands at once, with the same tables and the same rules
 * (every select value is checked by Postgres against its enum type, every required column is
 * set). Through Payload's `create` 50,000 inquiries with their arrays take many minutes on two
 * cores; here a chunk of 5,000 is four statements. No server-only import: the seed runs in a
 * plain Node process. tests/unit/scale-columns.test.ts checks every column written here against
 * Payload's schema (the latest migration snapshot).
 */

/** The columns written, per table. */
export const GENERATED_INQUIRY_COLUMNS = {
  inquiries: [
    'reference_number',
    'kind',
    'status',
    'assignee_id',
    'name',
    'phone',
    'email',
    'message',
    'text_only',
    'interpreter',
    'programme',
    'topic',
    'company_name',
    'privacy_consent_at',
    'privacy_notice_version',
    'idempotency_key',
    'created_at',
    'updated_at',
  ],
  inquiries_contact_methods: ['order', 'parent_id', 'value'],
  inquiries_notes: ['_order', '_parent_id', 'id', 'text', 'author_id', 'written_at'],
  inquiries_status_history: ['_order', '_parent_id', 'id', 'from', 'to', 'changed_by_id', 'changed_at'],
} as const

/** Idempotency keys of generated inquiries start with this (a browser's are UUIDs). */
export const GENERATED_INQUIRY_KEY_PREFIX = 'scale-'

const columns = (table: keyof typeof GENERATED_INQUIRY_COLUMNS) =>
  GENERATED_INQUIRY_COLUMNS[table].map((column) => `"${column}"`).join(', ')

/**
 * Inquiries number `from + 1` … `from + count`, spread over the last `days` days: the four kinds in
 * turn, most of the older ones answered or closed (with their status history), every second one
 * with an internal note by `staffId`, one in ten assigned to `staffId`. One transaction.
 */
export async function insertGeneratedInquiries(
  client: pg.PoolClient,
  { from, count, days, staffId }: { from: number; count: number; days: number; staffId: number },
): Promise<void> {
  await client.query('BEGIN')
  try {
    await client.query(
      `CREATE TEMP TABLE generated_inquiry ON COMMIT DROP AS
       SELECT g AS n, now() - (random() * make_interval(days => $3::int)) AS at,
              (ARRAY['edu','impact','invest','general'])[1 + g % 4] AS kind
       FROM generate_series($1::int + 1, $1::int + $2::int) AS g`,
      [from, count, days],
    )
    await client.query(
      `INSERT INTO inquiries (${columns('inquiries')})
       SELECT 'S' || to_char(at AT TIME ZONE 'Asia/Seoul', 'YYMMDD') || '-' || lpad(n::text, 6, '0'),
              kind::enum_inquiries_kind,
              (CASE WHEN at > now() - interval '3 days' THEN (ARRAY['new','in-review'])[1 + n % 2]
                    ELSE (ARRAY['answered','closed','answered','in-review'])[1 + n % 4] END)::enum_inquiries_status,
              CASE WHEN n % 10 = 0 THEN $1::int END,
              (ARRAY['김','이','박','최','정','강','조','윤'])[1 + n % 8] || (ARRAY['민준','서연','도윤','하은','지호','수아'])[1 + n % 6],
              '010-' || lpad((n % 10000)::text, 4, '0') || '-' || lpad(((n * 7) % 10000)::text, 4, '0'),
              'visitor' || n || '@example.com',
              '규모 시험용 문의 ' || n || '번입니다. 프로그램 일정과 신청 방법을 알고 싶습니다.',
              n % 7 = 0, n % 50 = 0,
              CASE WHEN kind = 'edu' THEN (ARRAY['franchise-basics','kitchen','barista','store-ops','digital-marketing'])[1 + n % 5]::enum_inquiries_programme END,
              CASE WHEN kind = 'general' THEN (ARRAY['partnership','press','recruit','franchise','other'])[1 + n % 5]::enum_inquiries_topic END,
              CASE WHEN kind = 'invest' THEN '푸드스타트업 ' || n END,
              at, 'privacy=2026-03-01', '${GENERATED_INQUIRY_KEY_PREFIX}' || n, at, at
       FROM generated_inquiry`,
      [staffId],
    )
    await client.query(
      `CREATE TEMP TABLE generated_inquiry_id ON COMMIT DROP AS
       SELECT i.id, g.n, g.at, i.status::text AS status FROM generated_inquiry g
       JOIN inquiries i ON i.idempotency_key = '${GENERATED_INQUIRY_KEY_PREFIX}' || g.n`,
    )
    await client.query(
      `INSERT INTO inquiries_contact_methods (${columns('inquiries_contact_methods')})
       SELECT 1, id, (CASE WHEN n % 3 = 0 THEN 'phone' ELSE 'email' END)::enum_inquiries_contact_methods FROM generated_inquiry_id`,
    )
    await client.query(
      `INSERT INTO inquiries_notes (${columns('inquiries_notes')})
       SELECT 1, id, substr(md5('note' || n), 1, 24), '담당자 메모: 전화로 일정 안내함 (' || n || ')', $1::int, at + interval '1 day'
       FROM generated_inquiry_id WHERE n % 2 = 0`,
      [staffId],
    )
    await client.query(
      `INSERT INTO inquiries_status_history (${columns('inquiries_status_history')})
       SELECT 1, id, substr(md5('history' || n), 1, 24), 'new', status::enum_inquiries_status_history_to, $1::int, at + interval '2 days'
       FROM generated_inquiry_id WHERE status <> 'new'`,
      [staffId],
    )
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}
