import type { ReactNode } from 'react'
import { inquiryKindOptions, inquiryStatusOptions } from '@/inquiries/collection/options'
import { formatDateTime } from '@/lib/format'
import type { SubmitterView } from './mine'
import {
  applicantGroupOptions,
  businessStageOptions,
  contactMethodOptions,
  investmentStageOptions,
  labelOf,
  programmeOptions,
  regionOptions,
  scheduleOptions,
  topicOptions,
} from './options'

/**
 * One inquiry as its submitter reads it (the member's 내 신청 현황 and the guest's 비회원 문의
 * 조회): the labels of what they chose, never the stored codes, and the staff's answers.
 */
export function InquiryDetail({ inquiry, actions }: { inquiry: SubmitterView; actions?: ReactNode }) {
  const rows: [string, string | null | undefined][] = [
    ['종류', labelOf(inquiryKindOptions, inquiry.kind)],
    ['상태', labelOf(inquiryStatusOptions, inquiry.status)],
    ['접수 시각', formatDateTime(inquiry.createdAt)],
    ['이름', inquiry.name],
    ['연락처', inquiry.phone],
    ['이메일', inquiry.email],
    ['관심 교육 과정', inquiry.programme && labelOf(programmeOptions, inquiry.programme)],
    ['희망 일정', inquiry.schedule && labelOf(scheduleOptions, inquiry.schedule)],
    ['지원 대상', inquiry.applicantGroup && labelOf(applicantGroupOptions, inquiry.applicantGroup)],
    ['창업 희망 지역', inquiry.region && labelOf(regionOptions, inquiry.region)],
    ['창업 단계', inquiry.businessStage && labelOf(businessStageOptions, inquiry.businessStage)],
    ['회사 이름', inquiry.companyName],
    ['투자 단계', inquiry.investmentStage && labelOf(investmentStageOptions, inquiry.investmentStage)],
    ['희망 투자 금액', inquiry.amountSought ? `${inquiry.amountSought.toLocaleString('ko-KR')}만원` : null],
    ['사업 소개서', inquiry.pitchDeck ? '첨부함' : null],
    ['문의 주제', inquiry.topic && labelOf(topicOptions, inquiry.topic)],
    [
      '연락 방법',
      (inquiry.contactMethods ?? []).map((method) => labelOf(contactMethodOptions, method)).join(', ') +
        (inquiry.textOnly ? ' (문자·이메일로만)' : ''),
    ],
    ['수어 통역', inquiry.interpreter ? '요청함' : null],
  ]
  const answers = inquiry.answers ?? []
  const memberNotes = inquiry.memberNotes ?? []
  return (
    <>
      <dl className="detail-list">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
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
