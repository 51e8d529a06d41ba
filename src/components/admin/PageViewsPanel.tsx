import type { Payload } from 'payload'
import type { ReactNode } from 'react'
import { isEditorUser } from '@/access'

const DAYS = 30
const TOP_PATHS = 10

type Pool = { query: <T>(text: string, values?: unknown[]) => Promise<{ rows: T[] }> }

/** The last 30 days in Seoul, oldest first, as YYYY-MM-DD. */
function seoulDays(now = new Date()): string[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
  return Array.from({ length: DAYS }, (_, index) =>
    format.format(new Date(now.getTime() - (DAYS - 1 - index) * 86_400_000)),
  )
}

async function pageViewFigures(payload: Payload) {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const days = seoulDays()
  // From the start of the oldest Seoul day shown; both queries use the created_at index.
  const since = `${days[0]} 00:00:00+09`
  const [perDay, topPaths] = await Promise.all([
    pool.query<{ day: string; views: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day, count(*) AS views
       FROM page_views WHERE created_at >= $1::timestamptz GROUP BY 1`,
      [since],
    ),
    pool.query<{ path: string; views: string }>(
      `SELECT split_part(path, '?', 1) AS path, count(*) AS views
       FROM page_views WHERE created_at >= $1::timestamptz GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_PATHS}`,
      [since],
    ),
  ])
  const byDay = new Map(perDay.rows.map((row) => [row.day, Number(row.views)]))
  return {
    days: days.map((day) => ({ day, views: byDay.get(day) ?? 0 })),
    topPaths: topPaths.rows.map((row) => ({ path: row.path, views: Number(row.views) })),
  }
}

const number = new Intl.NumberFormat('ko-KR')

function Bar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.max(value > 0 ? 1 : 0, Math.round((value / max) * 100)) : 0
  return (
    <div aria-hidden="true" style={{ background: 'var(--theme-elevation-100)', height: '0.75rem', width: '12rem' }}>
      <div style={{ background: 'var(--theme-success-500)', height: '100%', width: `${width}%` }} />
    </div>
  )
}

const cell = { padding: '0.25rem 0.75rem 0.25rem 0', textAlign: 'left' } as const
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
} as const
const numeric = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/**
 * On the admin dashboard (after Payload's own): page views per Seoul day and the most viewed
 * paths of the last 30 days, as plain tables with bars (no chart library). Editors only.
 */
export async function PageViewsPanel({ payload, user }: { payload: Payload; user?: unknown }) {
  if (!isEditorUser(user as Parameters<typeof isEditorUser>[0])) return null
  const { days, topPaths } = await pageViewFigures(payload)
  const total = days.reduce((sum, day) => sum + day.views, 0)
  const maxDay = Math.max(0, ...days.map((day) => day.views))
  const maxPath = Math.max(0, ...topPaths.map((row) => row.views))
  return (
    <section aria-labelledby="page-views-heading" style={{ marginTop: '2rem' }}>
      <h2 id="page-views-heading">{`페이지 조회 (최근 ${DAYS}일)`}</h2>
      <p>
        {`합계 ${number.format(total)}회 · 날짜는 한국 시간 기준입니다. `}
        <a href="/admin/collections/page-views">전체 기록 보기</a>
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem' }}>
        <BarTable
          caption="날짜별 조회수"
          label="날짜"
          rows={days.map((row) => ({
            key: row.day,
            label: <time dateTime={row.day}>{row.day}</time>,
            views: row.views,
          }))}
          max={maxDay}
        />
        <BarTable
          caption={`많이 본 경로 (상위 ${TOP_PATHS}개)`}
          label="경로"
          rows={topPaths.map((row) => ({ key: row.path, label: decodePath(row.path), views: row.views }))}
          max={maxPath}
          empty="아직 기록된 조회가 없습니다."
        />
      </div>
    </section>
  )
}

/** One figure per row, with its count and a bar; `empty` when there are no rows. */
function BarTable({
  caption,
  label,
  rows,
  max,
  empty,
}: {
  caption: string
  label: string
  rows: { key: string; label: ReactNode; views: number }[]
  max: number
  empty?: string
}) {
  return (
    <table>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            {label}
          </th>
          <th scope="col" style={numeric}>
            조회수
          </th>
          <th scope="col" style={cell}>
            <span style={visuallyHidden}>막대</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={3} style={cell}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" style={{ ...cell, fontWeight: 400, wordBreak: 'break-all' }}>
                {row.label}
              </th>
              <td style={numeric}>{number.format(row.views)}</td>
              <td style={cell}>
                <Bar value={row.views} max={max} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

/** Hangul paths arrive percent-encoded; staff read them decoded. */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
