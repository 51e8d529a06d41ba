import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { isEditorUser } from '@/access'
import { AdminFrame } from '@/components/admin/AdminFrame'
import { seoulDay } from '@/lib/seoul-days'
import { type CalendarEntry, calendarEntries } from './entries'
import { CALENDAR_PATH, calendarPeriod, WEEKDAYS } from './period'
import './calendar.css'

const time = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const STATE_CLASS: Record<CalendarEntry['state'], string> = {
  게시됨: 'published',
  '게시 예정': 'scheduled',
  초안: 'draft',
  '게시 예약': 'scheduled',
  '게시 해제 예약': 'unpublish',
  시행: 'published',
  '시행 예정': 'scheduled',
  '공지 시작': 'scheduled',
}

function Entries({ entries }: { entries: CalendarEntry[] }) {
  if (entries.length === 0) return null
  return (
    <ul className="content-calendar__entries">
      {entries.map((entry) => (
        <li key={`${entry.href}-${entry.at}-${entry.state}`}>
          <a
            href={entry.href}
            className={`content-calendar__entry content-calendar__entry--${STATE_CLASS[entry.state]}`}
          >
            <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>{' '}
            <span className="content-calendar__state">{entry.state}</span>{' '}
            <span className="content-calendar__kind">{entry.kind}</span> {entry.title}
          </a>
        </li>
      ))}
    </ul>
  )
}

const dayLabel = (day: string) => {
  const [, m, d] = day.split('-').map(Number)
  return `${m}월 ${d}일 (${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]})`
}

/**
 * 콘텐츠 달력 (/admin/calendar): a month or a week in Seoul time of posts by 게시일 and the pages'
 * scheduled changes, each opening its document. For staff (editors and admins).
 */
export async function CalendarView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const { req } = initPageResult
  // Signed out: Payload's login, which comes back here.
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent(CALENDAR_PATH)}`)
  const period = calendarPeriod(searchParams ?? {})
  const today = seoulDay(new Date())
  const allowed = isEditorUser(req.user as never)
  const entries = allowed ? await calendarEntries(req.payload, req, period) : []
  const byDay = new Map<string, CalendarEntry[]>()
  for (const entry of entries) {
    const day = seoulDay(new Date(entry.at))
    byDay.set(day, [...(byDay.get(day) ?? []), entry])
  }
  // From a month to its week holding today, else its first week; from a week to its month.
  const other =
    period.view === 'month'
      ? `?week=${today.startsWith(period.month) ? today : `${period.month}-01`}`
      : `?month=${period.month}`
  return (
    <AdminFrame props={props}>
      <SetStepNav nav={[{ label: '콘텐츠 달력' }]} />
      <Gutter className="content-calendar">
        <h1>콘텐츠 달력</h1>
        {!allowed ? (
          <p role="alert">콘텐츠 달력은 직원만 볼 수 있습니다.</p>
        ) : (
          <>
            <p className="content-calendar__lead">
              게시일이 있는 글, 페이지의 게시 예약, 약관·방침의 공지 시작과 시행일을 서울 시간으로 보여 줍니다. 항목을
              누르면 그 문서가 열립니다.
            </p>
            <nav className="content-calendar__nav" aria-label="달력 이동">
              <a href={`${CALENDAR_PATH}${period.previous}`}>{period.view === 'month' ? '이전 달' : '이전 주'}</a>
              <a href={`${CALENDAR_PATH}${period.view === 'month' ? '' : `?week=${today}`}`}>
                {period.view === 'month' ? '이번 달' : '이번 주'}
              </a>
              <a href={`${CALENDAR_PATH}${period.next}`}>{period.view === 'month' ? '다음 달' : '다음 주'}</a>
              <a href={`${CALENDAR_PATH}${other}`}>{period.view === 'month' ? '주 단위로 보기' : '월 단위로 보기'}</a>
            </nav>
            <table className={`content-calendar__grid content-calendar__grid--${period.view}`}>
              <caption>
                {period.title} ({entries.length}건)
              </caption>
              <thead>
                <tr>
                  {WEEKDAYS.map((weekday) => (
                    <th key={weekday} scope="col">
                      {weekday}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {period.weeks.map((week) => (
                  <tr key={week[0]}>
                    {week.map((day) => {
                      const dayEntries = byDay.get(day) ?? []
                      const outside = period.view === 'month' && !day.startsWith(period.month)
                      return (
                        <td
                          key={day}
                          aria-current={day === today ? 'date' : undefined}
                          className={[
                            outside && 'content-calendar__day--outside',
                            dayEntries.length === 0 && 'content-calendar__day--empty',
                          ]
                            .filter(Boolean)
                            .join(' ')}
                        >
                          <div className="content-calendar__date">
                            <time dateTime={day}>{dayLabel(day)}</time>
                            {day === today && <span className="content-calendar__today">오늘</span>}
                          </div>
                          <Entries entries={dayEntries} />
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Gutter>
    </AdminFrame>
  )
}
