/**
 * The four contact forms' kinds and choices: plain data without zod, so the forms can render and
 * label without loading the validator (src/inquiries/schema.ts, fetched on first use). Texts only
 * the server shows (titles, notices) are in ./texts, out of the forms' script.
 */
export const inquiryKinds = ['edu', 'impact', 'invest', 'general'] as const
export type InquiryKind = (typeof inquiryKinds)[number]
export const isInquiryKind = (value: unknown): value is InquiryKind => inquiryKinds.includes(value as InquiryKind)

export type Option = { value: string; label: string }
export const values = <T extends readonly Option[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]]

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

/** A member's note added to their inquiry (the CSmemo modal on 내 신청 현황). */
export const MEMBER_NOTE_MAX = 500
export const PITCH_DECK_MAX_BYTES = 10 * 1024 * 1024
/** Faster than a person can fill a form: bots. */
export const MIN_FILL_MS = 3_000

export const labelOf = (options: readonly Option[], value: string | null | undefined) =>
  options.find((option) => option.value === value)?.label ?? value ?? ''

/** A reference number as the site issues it: Q261122-7KQ2M (see submit.ts). */
export const REFERENCE_PATTERN = /^Q\d{6}-[A-Z2-9]{5}$/
