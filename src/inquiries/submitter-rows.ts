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
 * What the submitter reads of their inquiry, item by item, in the words of the form they filled:
 * the labels of what they chose, never the stored codes; items they left empty are left out (the
 * number is the page's heading and the file's section). One
 * list for the inquiry's page (InquiryDetail) and the member's own-data file (src/privacy/own-data.ts).
 */
export function submitterRows(inquiry: SubmitterView): [string, string][] {
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
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}
