import type pg from 'pg'

/**
 * The scale seed's inquiries (npm run seed -- --scale), set-based: inquiries.ts writes one visitor's
 * inquiry in plain SQL, this writes thousands at once, with the same tables and the same rules
 * (every select value is checked by Postgres against its enum type, every required column is
 * set). Through Payload's `create` 50,000 inquiries with their arrays take many minutes on two
 * cores; here a chunk of 5,000 is four statements. No server-only import: the seed runs in a
 * plain Node process. generated-inquiries.test.ts checks every statement here against Payload's
 * schema as derived from the config.
 */

/** Idempotency keys of generated inquiries start with this (a browser's are UUIDs). */
export const GENERATED_INQUIRY_KEY_PREFIX = 'scale-'

/** Every statement of the scale seed's inquiries (generated-inquiries.test.ts checks each against Payload's schema). */
export const GENERATED_INQUIRY_SQL = {
  /** $1 the key pattern. */
  generatedCount: `SELECT count(*) AS count FROM inquiries WHERE idempotency_key LIKE $1`,
  /** $1 the key pattern, $2 where the number starts in the key. */
  highestGenerated: `SELECT max(substr(idempotency_key, $2)::int) AS n FROM inquiries WHERE idempotency_key LIKE $1`,
  /** $1 from, $2 count, $3 days. */
  numbers: `CREATE TEMP TABLE generated_inquiry ON COMMIT DROP AS
       SELECT g AS n, now() - (random() * make_interval(days => $3::int)) AS at,
              (ARRAY['edu','impact','invest','general'])[1 + g % 4] AS kind
       FROM generate_series($1::int + 1, $1::int + $2::int) AS g`,
  /** $1 the staff member assigned to one in ten. */
  inquiries: `INSERT INTO inquiries (reference_number, kind, status, assignee_id, name, phone, email, message,
         text_only, interpreter, programme, topic, company_name, privacy_consent_at, privacy_notice_version,
         idempotency_key, created_at, updated_at)
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
  ids: `CREATE TEMP TABLE generated_inquiry_id ON COMMIT DROP AS
       SELECT i.id, g.n, g.at, i.status::text AS status FROM generated_inquiry g
       JOIN inquiries i ON i.idempotency_key = '${GENERATED_INQUIRY_KEY_PREFIX}' || g.n`,
  contactMethods: `INSERT INTO inquiries_contact_methods ("order", parent_id, value)
       SELECT 1, id, (CASE WHEN n % 3 = 0 THEN 'phone' ELSE 'email' END)::enum_inquiries_contact_methods FROM generated_inquiry_id`,
  /** $1 the staff member who wrote the note. */
  notes: `INSERT INTO inquiries_notes (_order, _parent_id, id, text, author_id, written_at)
       SELECT 1, id, substr(md5('note' || n), 1, 24), '담당자 메모: 전화로 일정 안내함 (' || n || ')', $1::int, at + interval '1 day'
       FROM generated_inquiry_id WHERE n % 2 = 0`,
  /** $1 the staff member who changed the status. */
  statusHistory: `INSERT INTO inquiries_status_history (_order, _parent_id, id, "from", "to", changed_by_id, changed_at)
       SELECT 1, id, substr(md5('history' || n), 1, 24), 'new', status::enum_inquiries_status_history_to, $1::int, at + interval '2 days'
       FROM generated_inquiry_id WHERE status <> 'new'`,
}

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
    await client.query(GENERATED_INQUIRY_SQL.numbers, [from, count, days])
    await client.query(GENERATED_INQUIRY_SQL.inquiries, [staffId])
    await client.query(GENERATED_INQUIRY_SQL.ids)
    await client.query(GENERATED_INQUIRY_SQL.contactMethods)
    await client.query(GENERATED_INQUIRY_SQL.notes, [staffId])
    await client.query(GENERATED_INQUIRY_SQL.statusHistory, [staffId])
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}
