/**
 * The four contact forms' kinds, choices and notices: plain data without zod, so the forms can
 * render and label without loading the validator (src/inquiries/schema.ts, fetched on first use).
 */
export const inquiryKinds = ['edu', 'impact', 'invest', 'general'] as const
export type InquiryKind = (typeof inquiryKinds)[number]
export const isInquiryKind = (value: unknown): value is InquiryKind => inquiryKinds.includes(value as InquiryKind)

export type Option = { value: string; label: string }
export const values = <T extends readonly Option[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]]

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

export const contactMethodOptions = [
  { value: 'email', label: '이메일' },
  { value: 'sms', label: '문자 메시지' },
  { value: 'phone', label: '전화' },
] as const

export const programmeOptions = [
  { value: 'franchise-basics', label: '프랜차이즈 창업 기초' },
  { value: 'kitchen', label: '주방 실무(버거 조리)' },
  { value: 'barista', label: '바리스타' },
  { value: 'store-ops', label: '매장 운영과 서비스' },
  { value: 'digital-marketing', label: '온라인 마케팅' },
] as const

export const scheduleOptions = [
  { value: 'weekday-day', label: '평일 낮' },
  { value: 'weekday-evening', label: '평일 저녁' },
  { value: 'weekend', label: '주말' },
  { value: 'online', label: '온라인 수강' },
] as const

export const applicantGroupOptions = [
  { value: 'hearing', label: '청각장애 창업자' },
  { value: 'disability', label: '그 밖의 장애가 있는 창업자' },
  { value: 'youth', label: '청년(만 19~39세)' },
  { value: 'small-business', label: '소상공인' },
  { value: 'other', label: '해당 없음·밝히지 않음' },
] as const

/** 지원 대상 choices that reveal a disability (sensitive information, PIPA art. 23). */
export const sensitiveApplicantGroups: readonly string[] = ['hearing', 'disability']

// ASCII values: Payload turns select options into GraphQL enum names, which allow no Hangul.
export const regionOptions = [
  { value: 'seoul', label: '서울' },
  { value: 'busan', label: '부산' },
  { value: 'daegu', label: '대구' },
  { value: 'incheon', label: '인천' },
  { value: 'gwangju', label: '광주' },
  { value: 'daejeon', label: '대전' },
  { value: 'ulsan', label: '울산' },
  { value: 'sejong', label: '세종' },
  { value: 'gyeonggi', label: '경기' },
  { value: 'gangwon', label: '강원' },
  { value: 'chungbuk', label: '충북' },
  { value: 'chungnam', label: '충남' },
  { value: 'jeonbuk', label: '전북' },
  { value: 'jeonnam', label: '전남' },
  { value: 'gyeongbuk', label: '경북' },
  { value: 'gyeongnam', label: '경남' },
  { value: 'jeju', label: '제주' },
] as const

export const businessStageOptions = [
  { value: 'idea', label: '아이디어 단계' },
  { value: 'preparing', label: '창업 준비 중' },
  { value: 'operating', label: '이미 운영 중' },
] as const

export const investmentStageOptions = [
  { value: 'pre-seed', label: '프리시드' },
  { value: 'seed', label: '시드' },
  { value: 'pre-a', label: '프리 시리즈 A' },
  { value: 'series-a', label: '시리즈 A' },
  { value: 'series-b', label: '시리즈 B 이상' },
] as const

export const topicOptions = [
  { value: 'partnership', label: '제휴·협력' },
  { value: 'press', label: '언론·취재' },
  { value: 'recruit', label: '채용' },
  { value: 'franchise', label: '가맹 일반' },
  { value: 'other', label: '기타' },
] as const

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
/** A member's note added to their inquiry (the CSmemo modal on 내 신청 현황). */
export const MEMBER_NOTE_MAX = 500
export const PITCH_DECK_MAX_BYTES = 10 * 1024 * 1024
/** Faster than a person can fill a form: bots. */
export const MIN_FILL_MS = 3_000

export const labelOf = (options: readonly Option[], value: string | null | undefined) =>
  options.find((option) => option.value === value)?.label ?? value ?? ''

/** A reference number as the site issues it: Q261122-7KQ2M (see submit.ts). */
export const REFERENCE_PATTERN = /^Q\d{6}-[A-Z2-9]{5}$/
