import type { CSSProperties } from 'react'
import type { OverviewCardStyles } from '@/admin/overview/card-styles'
import { formatDateTime } from '@/lib/format'
import { isEditPath } from './names'
import { RunLinkCheck } from './RunLinkCheck'
import { CARD_ROWS, type LinkCheckFigures } from './summary'

const number = new Intl.NumberFormat('ko-KR')

type Row = LinkCheckFigures['broken']['docs'][number]

/**
 * The dashboard's 깨진 링크 card (src/admin/overview): how many links the last check found broken,
 * each with where it sits (a link to the screen that edits it), its address and why; when that
 * check ran; 지금 검사. Unanswered external addresses are listed apart, folded: the other site or
 * the network may only be down for a while.
 */
export function BrokenLinksCard({ figures, styles }: { figures: LinkCheckFigures; styles: OverviewCardStyles }) {
  const { broken, unreachable, lastRun, running } = figures
  return (
    <section aria-labelledby="overview-links" style={styles.card} data-link-check="">
      <h2 id="overview-links" style={styles.heading}>
        깨진 링크
      </h2>
      <a href={broken.href} style={styles.figure}>{`${number.format(broken.total)}건`}</a>
      <p style={{ ...styles.muted, margin: '0.25rem 0 0' }}>
        {lastRun ? (
          <>
            {'마지막 검사: '}
            <time dateTime={lastRun.startedAt}>{formatDateTime(lastRun.startedAt)}</time>
            {` · 링크 ${number.format(lastRun.links)}개 확인`}
            {lastRun.external ? '' : ' · 외부 주소는 확인하지 않음'}
            {lastRun.unchecked > 0
              ? ` · 시간이 모자라 확인하지 못한 외부 주소 ${number.format(lastRun.unchecked)}개`
              : ''}
          </>
        ) : (
          '아직 검사하지 않았습니다. 매일 새벽 5시에 검사합니다.'
        )}
      </p>
      <RunLinkCheck running={running} />
      {broken.total === 0 ? (
        <p style={{ ...styles.muted, marginTop: '0.75rem' }}>
          {lastRun ? '깨진 링크가 없습니다.' : '검사하면 깨진 링크가 여기에 보입니다.'}
        </p>
      ) : (
        <LinkRows rows={broken.docs} styles={styles} label="깨진 링크 목록" />
      )}
      {broken.total > CARD_ROWS && (
        <p style={{ margin: '0.5rem 0 0' }}>
          <a href={broken.href}>{`깨진 링크 ${number.format(broken.total)}건 모두 보기`}</a>
        </p>
      )}
      {unreachable.total > 0 && (
        <details style={{ marginTop: '0.75rem' }}>
          <summary style={{ cursor: 'pointer', minHeight: '1.5rem' }}>
            {`응답 없는 외부 주소 ${number.format(unreachable.total)}건`}
          </summary>
          <p style={{ ...styles.muted, margin: '0.25rem 0 0' }}>
            상대 사이트나 네트워크가 잠시 멈췄을 수 있어 깨진 링크에 세지 않습니다. 다음 검사에서도 응답이 없으면 확인해
            주세요.
          </p>
          <LinkRows rows={unreachable.docs} styles={styles} label="응답 없는 외부 주소 목록" />
          {unreachable.total > CARD_ROWS && (
            <a href={unreachable.href}>{`응답 없는 외부 주소 ${number.format(unreachable.total)}건 모두 보기`}</a>
          )}
        </details>
      )}
    </section>
  )
}

function LinkRows({
  rows,
  styles,
  label,
}: {
  rows: Row[]
  styles: { list: CSSProperties; item: CSSProperties; muted: CSSProperties }
  label: string
}) {
  return (
    <ul aria-label={label} style={styles.list}>
      {rows.map((row) => (
        <li key={row.id} style={styles.item}>
          {/* data-content: the document's title and the link are staff's text, not the admin's words. */}
          {isEditPath(row.editUrl) ? (
            <a href={row.editUrl} data-content="">{`${row.document} › ${row.place}`}</a>
          ) : (
            <span data-content="">{`${row.document} › ${row.place}`}</span>
          )}
          <br />
          <span
            data-content=""
            style={{ wordBreak: 'break-all', fontFamily: 'var(--font-mono, monospace)', fontSize: '0.85rem' }}
          >
            {row.address}
          </span>
          <br />
          <span style={styles.muted}>{row.reason}</span>
        </li>
      ))}
    </ul>
  )
}
