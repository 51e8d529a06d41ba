import type { Payload } from 'payload'
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
        <table>
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>날짜별 조회수</caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                날짜
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
            {days.map((row) => (
              <tr key={row.day}>
                <th scope="row" style={{ ...cell, fontWeight: 400 }}>
                  <time dateTime={row.day}>{row.day}</time>
                </th>
                <td style={numeric}>{number.format(row.views)}</td>
                <td style={cell}>
                  <Bar value={row.views} max={maxDay} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>{`많이 본 경로 (상위 ${TOP_PATHS}개)`}</caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                경로
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
            {topPaths.length === 0 ? (
              <tr>
                <td colSpan={3} style={cell}>
                  아직 기록된 조회가 없습니다.
                </td>
              </tr>
            ) : (
              topPaths.map((row) => (
                <tr key={row.path}>
                  <th scope="row" style={{ ...cell, fontWeight: 400, wordBreak: 'break-all' }}>
                    {decodePath(row.path)}
                  </th>
                  <td style={numeric}>{number.format(row.views)}</td>
                  <td style={cell}>
                    <Bar value={row.views} max={maxPath} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
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
