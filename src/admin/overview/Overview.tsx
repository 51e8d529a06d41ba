import type { Payload, PayloadRequest, SanitizedPermissions } from 'payload'
import type { CSSProperties, ReactNode } from 'react'
import { inquiryStatusOptions } from '@/inquiries/collection/options'
import type { InquiryKind } from '@/inquiries/options'
import { kindInfo } from '@/inquiries/texts'
import { formatDateTime, formatIsoDay } from '@/lib/format'
import { BrokenLinksCard } from '@/link-check/BrokenLinksCard'
import { PrivacyRequestsCard } from '@/privacy/requests/PrivacyRequestsCard'
import { ANSWER_BUSINESS_DAYS, answerDueAt } from './business-days'
import { adminDocHref } from './links'
import { PAGE_VIEW_DAYS, TOP_PATHS } from './page-views'
import { type OverviewFigures, overviewFigures } from './queries'

const number = new Intl.NumberFormat('ko-KR')
const collectionLabels: Record<string, string> = { news: '뉴스', 'impact-stories': '임팩트 스토리', pages: '페이지' }
const statusLabel = (value: unknown) => inquiryStatusOptions.find((option) => option.value === value)?.label ?? ''
const kindLabel = (value: unknown) => kindInfo[value as InquiryKind]?.short ?? ''

const grid: CSSProperties = {
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  marginBottom: '2.5rem',
}
const card: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 4px)',
  padding: '1rem 1.25rem',
  background: 'var(--theme-elevation-0)',
  minWidth: 0,
}
const headingStyle: CSSProperties = { fontSize: '1.15rem', margin: '0 0 0.5rem' }
const figure: CSSProperties = { fontSize: '2rem', fontWeight: 600, lineHeight: 1.2 }
const list: CSSProperties = { listStyle: 'none', margin: '0.75rem 0 0', padding: 0 }
const item: CSSProperties = { borderTop: '1px solid var(--theme-elevation-100)', padding: '0.4rem 0' }
/** Links side by side, each a target of at least 24 px (WCAG 2.5.8). */
const chip: CSSProperties = { display: 'inline-block', minHeight: '1.5rem', padding: '0.2rem 0' }
const muted: CSSProperties = { color: 'var(--theme-elevation-650)', fontSize: '0.85rem' }
const cell: CSSProperties = { padding: '0.2rem 0.75rem 0.2rem 0', textAlign: 'left' }
const numeric: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }

/** The cards of posts and pages: which figures, and which time each row shows. */
const postCards = [
  {
    id: 'overview-review-pending',
    title: '검토 대기',
    figures: 'pending',
    empty: '검토를 기다리는 글이 없습니다.',
    time: (doc: PostRow): [string, unknown] => ['검토 요청', doc.review?.requestedAt],
  },
  {
    id: 'overview-review-returned',
    title: '반려된 내 글',
    figures: 'returned',
    empty: '반려된 글이 없습니다.',
    time: (doc: PostRow): [string, unknown] => ['반려', doc.review?.decidedAt],
  },
  {
    id: 'overview-drafts',
    title: '임시 저장된 글',
    figures: 'drafts',
    empty: '임시 저장된 글이 없습니다.',
    time: (doc: PostRow): [string, unknown] => ['수정', doc.updatedAt],
  },
  {
    id: 'overview-scheduled',
    title: '예약된 글',
    figures: 'scheduled',
    empty: '예약된 글이 없습니다.',
    time: (doc: PostRow): [string, unknown] => ['공개 예정', doc.publishedAt],
    soonestFirst: true,
  },
  {
    id: 'overview-published',
    title: '최근 게시된 글',
    figures: 'published',
    empty: '게시된 글이 없습니다.',
    time: (doc: PostRow): [string, unknown] => ['게시', doc.publishedAt],
  },
] as const

type Props = { payload: Payload; user?: PayloadRequest['user']; permissions?: SanitizedPermissions }

/**
 * The admin's first screen (before Payload's collection cards): what a content lead comes for.
 * Rendered on the server with the Local API as the signed-in staff member; every figure links
 * to the admin list that holds exactly its rows. Times are Seoul's.
 */
export async function Overview({ payload, user, permissions }: Props) {
  if (!user || !permissions) return null
  const now = new Date()
  const figures = await overviewFigures(payload, user, permissions, now)
  return (
    <section aria-labelledby="overview-heading" data-overview="" style={{ marginBottom: '1rem' }}>
      <h1 id="overview-heading" style={{ fontSize: '1.6rem', margin: '0 0 0.25rem' }}>
        한눈에 보기
      </h1>
      <p style={{ ...muted, marginBottom: '1.25rem' }}>시각은 모두 한국 시간(KST)입니다.</p>
      <div style={grid}>
        {figures.newInquiries && <NewInquiries figures={figures} />}
        {figures.overdue && <Overdue figures={figures} />}
        {postCards.map((postCard) =>
          figures[postCard.figures].length > 0 ? (
            <Posts key={postCard.id} {...postCard} lists={figures[postCard.figures]} admin={figures.admin} />
          ) : null,
        )}
        {figures.privacyRequests && (
          <PrivacyRequestsCard
            figures={figures.privacyRequests}
            now={now}
            styles={{ card, heading: headingStyle, figure, list, item, muted }}
          />
        )}
        {figures.linkChecks && (
          <BrokenLinksCard
            figures={figures.linkChecks}
            styles={{ card, heading: headingStyle, figure, list, item, muted }}
          />
        )}
      </div>
      {figures.pageViews && <PageViews views={figures.pageViews} />}
    </section>
  )
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={card}>
      <h2 id={id} style={headingStyle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function When({ label, value }: { label: string; value: unknown }) {
  if (typeof value !== 'string') return null
  return (
    <span style={muted}>
      {`${label} `}
      <time dateTime={value}>{formatDateTime(value)}</time>
    </span>
  )
}

function NewInquiries({ figures }: { figures: OverviewFigures }) {
  const inquiries = figures.newInquiries
  if (!inquiries) return null
  return (
    <Card id="overview-new" title="새 문의 (담당자 없음)">
      <a href={inquiries.href} style={figure}>
        {`${number.format(inquiries.total)}건`}
      </a>
      <ul aria-label="종류별 새 문의" style={{ ...list, display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem' }}>
        {inquiries.perKind.map((kind) => (
          <li key={kind.kind}>
            <a href={kind.href} style={chip}>{`${kindLabel(kind.kind)} ${number.format(kind.count)}건`}</a>
          </li>
        ))}
      </ul>
      <InquiryList admin={figures.admin} docs={inquiries.latest} empty="담당자를 기다리는 새 문의가 없습니다." />
    </Card>
  )
}

function Overdue({ figures }: { figures: OverviewFigures }) {
  const overdue = figures.overdue
  if (!overdue) return null
  return (
    <Card id="overview-overdue" title={`답변 기한이 지난 문의`}>
      <a href={overdue.href} style={figure}>
        {`${number.format(overdue.total)}건`}
      </a>
      <p style={{ ...muted, margin: '0.25rem 0 0' }}>
        {`새 문의·검토 중인 문의 가운데 약속한 답변 기한(영업일 기준 ${ANSWER_BUSINESS_DAYS}일, 주말·공휴일 제외)이 지난 문의입니다. 오래된 순.`}
      </p>
      <InquiryList admin={figures.admin} docs={overdue.oldest} empty="기한이 지난 문의가 없습니다." due />
    </Card>
  )
}

type InquiryRow = {
  id: number
  referenceNumber?: string
  kind?: unknown
  name?: string
  status?: unknown
  createdAt?: string
}

function InquiryList({ admin, docs, empty, due }: { admin: string; docs: InquiryRow[]; empty: string; due?: boolean }) {
  if (docs.length === 0) return <p style={{ ...muted, marginTop: '0.75rem' }}>{empty}</p>
  return (
    <ul style={list}>
      {docs.map((doc) => (
        <li key={doc.id} style={item}>
          <a
            href={adminDocHref(admin, 'inquiries', doc.id)}
          >{`[${kindLabel(doc.kind)}] ${doc.referenceNumber ?? doc.id}`}</a>
          {` ${doc.name ?? ''} · ${statusLabel(doc.status)}`}
          <br />
          <When label="접수" value={doc.createdAt} />
          {due && doc.createdAt && (
            <>
              {' · '}
              <When label="기한" value={answerDueAt(new Date(doc.createdAt)).toISOString()} />
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

type PostRow = {
  id: number
  title?: string
  publishedAt?: string | null
  updatedAt?: string
  review?: { requestedAt?: string | null; decidedAt?: string | null } | null
}
type PostList = { collection: string; href: string; result?: { totalDocs: number; docs: PostRow[] } }

function Posts({
  id,
  title,
  lists,
  admin,
  empty,
  time,
  soonestFirst,
}: {
  soonestFirst?: boolean
  id: string
  title: string
  lists: PostList[]
  admin: string
  empty: string
  time: (doc: PostRow) => [string, unknown]
}) {
  const docs = lists
    .flatMap((list) => (list.result?.docs ?? []).map((doc) => ({ doc, collection: list.collection })))
    .sort((a, b) => String(time(b.doc)[1]).localeCompare(String(time(a.doc)[1])))
  if (soonestFirst) docs.reverse()
  return (
    <Card id={id} title={title}>
      <ul
        aria-label={`${title}: 모음별`}
        style={{ ...list, display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', marginTop: 0 }}
      >
        {lists.map((list) => (
          <li key={list.collection}>
            <a
              href={list.href}
              style={chip}
            >{`${collectionLabels[list.collection]} ${number.format(list.result?.totalDocs ?? 0)}건`}</a>
          </li>
        ))}
      </ul>
      {docs.length === 0 ? (
        <p style={{ ...muted, marginTop: '0.75rem' }}>{empty}</p>
      ) : (
        <ul style={list}>
          {docs.slice(0, 5).map(({ doc, collection }) => {
            const [label, value] = time(doc)
            return (
              <li key={`${collection}-${doc.id}`} style={item}>
                {/* data-content: a document's title is staff's text, not the admin's words. */}
                <a href={adminDocHref(admin, collection, doc.id)} data-content="">
                  {doc.title || '(제목 없음)'}
                </a>
                {` · ${collectionLabels[collection]}`}
                <br />
                <When label={label} value={value} />
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}

type Views = NonNullable<OverviewFigures['pageViews']>

function PageViews({ views }: { views: Views }) {
  const total = views.days.reduce((sum, day) => sum + day.views, 0)
  const maxDay = Math.max(0, ...views.days.map((day) => day.views))
  const maxPath = Math.max(0, ...views.topPaths.map((row) => row.views))
  const busiest = views.days.find((day) => day.views === maxDay && maxDay > 0)
  return (
    <section aria-labelledby="page-views-heading" style={card}>
      <h2 id="page-views-heading" style={headingStyle}>{`페이지 조회 (최근 ${PAGE_VIEW_DAYS}일)`}</h2>
      <p style={{ margin: '0 0 0.75rem' }}>
        {`합계 ${number.format(total)}회 · 방문자만 셉니다(직원·미리보기·봇·없는 주소 제외). `}
        <a href={views.href}>기간의 전체 기록 보기</a>
      </p>
      <div
        role="img"
        aria-label={`날짜별 조회수 막대그래프: 합계 ${number.format(total)}회${busiest ? `, 가장 많은 날 ${formatIsoDay(busiest.day)} ${number.format(busiest.views)}회` : ''}. 아래 표에 날짜별 값이 있습니다.`}
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 2,
          height: '8rem',
          borderBottom: '1px solid var(--theme-elevation-400)',
        }}
      >
        {views.days.map((day) => (
          <div
            key={day.day}
            title={`${formatIsoDay(day.day)} ${number.format(day.views)}회`}
            style={{
              flex: 1,
              minWidth: 0,
              height: maxDay > 0 ? `${Math.max(day.views > 0 ? 2 : 0, (day.views / maxDay) * 100)}%` : 0,
              background: 'var(--theme-success-500)',
            }}
          />
        ))}
      </div>
      <div style={{ ...muted, display: 'flex', justifyContent: 'space-between' }} aria-hidden="true">
        <span>{formatIsoDay(views.days[0]?.day ?? '')}</span>
        <span>{formatIsoDay(views.days.at(-1)?.day ?? '')}</span>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '2rem', marginTop: '1rem' }}>
        <BarTable
          caption={`많이 본 경로 (상위 ${TOP_PATHS}개)`}
          label="경로"
          rows={views.topPaths.map((row) => ({ key: row.path, label: decodePath(row.path), views: row.views }))}
          max={maxPath}
          empty="아직 기록된 조회가 없습니다."
        />
        <details>
          <summary>날짜별 조회수 표로 보기</summary>
          <BarTable
            caption="날짜별 조회수"
            label="날짜"
            rows={views.days.map((row) => ({
              key: row.day,
              label: <time dateTime={row.day}>{formatIsoDay(row.day)}</time>,
              views: row.views,
            }))}
            max={maxDay}
          />
        </details>
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
    <table style={{ maxWidth: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            {label}
          </th>
          <th scope="col" style={numeric}>
            조회수
          </th>
          <td aria-hidden="true" />
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
              <td aria-hidden="true" style={{ ...cell, width: '8rem' }}>
                <div style={{ background: 'var(--theme-elevation-100)', height: '0.75rem', width: '8rem' }}>
                  <div
                    style={{
                      background: 'var(--theme-success-500)',
                      height: '100%',
                      width: `${max > 0 ? Math.max(row.views > 0 ? 1 : 0, Math.round((row.views / max) * 100)) : 0}%`,
                    }}
                  />
                </div>
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
