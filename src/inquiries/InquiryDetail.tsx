import type { ReactNode } from 'react'
import { formatDateTime } from '@/lib/format'
import type { SubmitterView } from './mine'
import { submitterRows } from './submitter-rows'

/**
 * One inquiry as its submitter reads it (the member's 내 신청 현황 and the guest's 비회원 문의
 * 조회): the labels of what they chose, never the stored codes, and the staff's answers.
 */
export function InquiryDetail({ inquiry, actions }: { inquiry: SubmitterView; actions?: ReactNode }) {
  const rows = submitterRows(inquiry)
  const answers = inquiry.answers ?? []
  const memberNotes = inquiry.memberNotes ?? []
  return (
    <>
      <dl className="detail-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>문의 내용</h2>
      <p className="prewrap">{inquiry.message}</p>
      <h2>답변</h2>
      {answers.length === 0 ? (
        <p>아직 답변이 없습니다. 담당자가 확인한 뒤 답변을 올리면 골라 주신 연락 방법으로 알려 드립니다.</p>
      ) : (
        <ol className="answer-list">
          {answers.map((answer) => (
            <li key={answer.id ?? answer.writtenAt}>
              <p className="answer-meta">
                담당자 답변
                {answer.writtenAt ? (
                  <>
                    {' · '}
                    <time dateTime={new Date(answer.writtenAt).toISOString()}>{formatDateTime(answer.writtenAt)}</time>
                  </>
                ) : null}
              </p>
              <p className="prewrap">{answer.text}</p>
            </li>
          ))}
        </ol>
      )}
      {memberNotes.length > 0 ? (
        <>
          <h2>내가 남긴 메모</h2>
          <ol className="answer-list">
            {memberNotes.map((note) => (
              <li key={note.id ?? note.writtenAt}>
                <p className="answer-meta">
                  <time dateTime={new Date(note.writtenAt).toISOString()}>{formatDateTime(note.writtenAt)}</time>
                </p>
                <p className="prewrap">{note.text}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {actions}
    </>
  )
}
