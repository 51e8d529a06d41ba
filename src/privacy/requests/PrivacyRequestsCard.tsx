import type { OverviewCardStyles } from '@/admin/overview/card-styles'
import { adminDocHref } from '@/admin/overview/links'
import { labelOf } from '@/inquiries/options'
import { formatDateTime } from '@/lib/format'
import { privacyRequestKinds, privacyRequestStatuses } from './options'
import type { PrivacyRequestFigures } from './summary'

const number = new Intl.NumberFormat('ko-KR')

/**
 * The dashboard's 개인정보 정정·삭제 요청 card (admins): how many wait for an answer, how many are
 * past the 10 days the law gives, and the open ones soonest due first, each opening its request.
 */
export function PrivacyRequestsCard({
  figures,
  now,
  styles,
}: {
  figures: PrivacyRequestFigures
  now: Date
  styles: OverviewCardStyles
}) {
  const { open, late, admin } = figures
  return (
    <section aria-labelledby="overview-privacy-requests" style={styles.card} data-privacy-requests="">
      <h2 id="overview-privacy-requests" style={styles.heading}>
        개인정보 정정·삭제 요청
      </h2>
      <a href={open.href} style={styles.figure}>{`${number.format(open.total)}건`}</a>
      <p style={{ ...styles.muted, margin: '0.25rem 0 0' }}>
        {'처리를 기다리는 요청입니다. 받은 날부터 10일 안에 처리해야 합니다. '}
        {late.total > 0 ? (
          <a href={late.href} style={{ color: '#b91c1c', fontWeight: 700 }}>
            {`기한이 지난 요청 ${number.format(late.total)}건`}
          </a>
        ) : (
          '기한이 지난 요청은 없습니다.'
        )}
      </p>
      {open.total === 0 ? (
        <p style={{ ...styles.muted, marginTop: '0.75rem' }}>처리를 기다리는 요청이 없습니다.</p>
      ) : (
        <ul aria-label="처리를 기다리는 요청" style={styles.list}>
          {open.docs.map((request) => {
            const overdue = new Date(request.dueAt).getTime() < now.getTime()
            return (
              <li key={request.id} style={styles.item}>
                <a href={adminDocHref(admin, 'privacy-requests', request.id)}>
                  {`${labelOf(privacyRequestKinds, request.kind)} 요청 · ${request.memberEmail}`}
                </a>
                <span style={overdue ? { color: '#b91c1c', fontWeight: 700 } : styles.muted}>
                  {`${labelOf(privacyRequestStatuses, request.status)} · 기한 `}
                  <time dateTime={request.dueAt}>{formatDateTime(request.dueAt)}</time>
                  {overdue ? ' (지남)' : ''}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
