/**
 * What the server says about the contact forms: their titles and introductions, and the consent
 * notices (the form gets these as props, so the browser's script does not carry them).
 */
import type { InquiryKind } from './options'

export const kindInfo: Record<InquiryKind, { title: string; short: string; intro: string }> = {
  edu: {
    title: '교육 프로그램 문의',
    short: '교육',
    intro: '창업 교육과 직무 교육 과정, 일정, 수강 방법을 안내해 드립니다.',
  },
  impact: {
    title: '임팩트 프랜차이즈 창업 문의',
    short: '임팩트 창업',
    intro:
      '청각장애인·장애인 창업자, 청년, 소상공인의 창업을 지원합니다. 상황을 알려 주시면 맞는 과정을 안내해 드립니다.',
  },
  invest: {
    title: '투자 지원 문의',
    short: '투자',
    intro: '푸드테크 스타트업의 투자 유치와 성장을 돕습니다. 회사 소개와 투자 계획을 보내 주세요.',
  },
  general: {
    title: '일반 문의',
    short: '일반',
    intro: '제휴, 언론, 채용 등 무엇이든 물어 보세요. 영업일 기준 2일 안에 답변드립니다.',
  },
}

/** Version of the personal-data collection notice the user agreed to (kept with each inquiry). */
export const PRIVACY_NOTICE_VERSION = '2026-11-01'

/** What the general consent covers (PIPA art. 15), read in the `term` modal of every form. */
export const INQUIRY_COLLECTION_NOTICE = `수집 항목: 이름, 휴대전화, 이메일, 문의 내용, 연락받을 방법(투자 문의는 회사 정보와 첨부 파일, 임팩트 창업 문의는 장애와 무관한 지원 대상·창업 희망 지역·창업 단계)
이용 목적: 문의 확인과 답변, 상담 일정 안내
보유 기간: 문의 처리 후 3년(관계 법령이 정한 경우 그 기간)

동의하지 않을 수 있으며, 이 경우 문의를 접수할 수 없습니다.`

/**
 * The separate consent for sensitive information (PIPA art. 23): a disability revealed by the
 * 지원 대상 of the impact form or by a sign-language interpreter request. Optional: without it
 * the form is sent without those items. Its version is kept with the inquiry beside its time.
 */
export const SENSITIVE_NOTICE_VERSION = '2026-11-25'
export const SENSITIVE_COLLECTION_NOTICE = `수집 항목: 장애 여부와 종류(지원 대상 중 '청각장애 창업자', '그 밖의 장애가 있는 창업자'), 수어 통역 필요 여부
이용 목적: 장애인 창업 지원 과정 안내, 상담할 때 수어 통역사 배정
보유 기간: 문의 처리 후 3년(관계 법령이 정한 경우 그 기간)

건강에 관한 정보(민감정보)이므로 일반 개인정보와 따로 동의를 받습니다. 동의하지 않아도 문의할 수 있으며, 이 경우 위 항목은 받지 않습니다.`
