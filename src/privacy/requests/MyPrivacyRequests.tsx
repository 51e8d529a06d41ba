import { labelOf } from '@/inquiries/options'
import { formatDateTime } from '@/lib/format'
import type { myPrivacyRequests } from './mine'
import { CLOSED_PRIVACY_REQUEST_STATUSES, privacyRequestKinds, privacyRequestStatuses } from './options'

/** The member's requests on 내 정보: what they asked, by when it is due, and the answer once given. */
export function MyPrivacyRequests({ requests }: { requests: Awaited<ReturnType<typeof myPrivacyRequests>> }) {
  if (requests.length === 0) return <p>보낸 요청이 없습니다.</p>
  return (
    <ul className="auth-list" aria-label="보낸 요청">
      {requests.map((request) => (
        <li key={request.id}>
          <p>
            <strong>{labelOf(privacyRequestKinds, request.kind)} 요청</strong>
            <span className="auth-badge">{labelOf(privacyRequestStatuses, request.status)}</span>
          </p>
          <p>
            <small>
              보낸 시각 {formatDateTime(request.createdAt)} · 처리 기한 {formatDateTime(request.dueAt)}
              {request.handledAt ? ` · 처리 시각 ${formatDateTime(request.handledAt)}` : ''}
            </small>
          </p>
          <p className="prewrap">{request.detail}</p>
          {request.answer && CLOSED_PRIVACY_REQUEST_STATUSES.includes(request.status) ? (
            <>
              <p>
                <strong>처리 결과</strong>
              </p>
              <p className="prewrap">{request.answer}</p>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
