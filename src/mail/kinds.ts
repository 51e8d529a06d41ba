/** Every mail the site sends, with the label staff see in the outbox. */
export const mailKinds = [
  { value: 'verify-email', label: '이메일 인증' },
  { value: 'change-email', label: '이메일 변경 확인' },
  { value: 'email-in-use', label: '이메일 변경 시도 알림' },
  { value: 'email-changed', label: '이메일 변경 알림(이전 주소)' },
  { value: 'reset-password', label: '비밀번호 재설정' },
  { value: 'delete-account', label: '회원 탈퇴 확인' },
  { value: 'inquiry-staff', label: '새 문의 알림(담당자)' },
  { value: 'inquiry-confirmation', label: '문의 접수 확인' },
  { value: 'inquiry-update', label: '문의 처리 안내(답변·상태 변경)' },
  { value: 'staff-account', label: '관리자 계정 안내' },
  { value: 'content-review', label: '콘텐츠 검토 결과(편집자)' },
  { value: 'privacy-request-staff', label: '개인정보 정정·삭제 요청 알림(관리자)' },
  { value: 'privacy-request-answer', label: '개인정보 정정·삭제 요청 처리 결과' },
  { value: 'legal-notice', label: '약관·방침 변경 안내(회원 모두)' },
  { value: 'marketing-digest', label: '(광고) 소식지' },
  { value: 'marketing-reconfirm', label: '광고성 정보 수신 동의 재확인' },
  { value: 'marketing-refusal', label: '광고성 정보 수신 거부 처리 결과' },
] as const

export type MailKind = (typeof mailKinds)[number]['value']

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  kind: MailKind
  /** Extra headers (a marketing mail's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string> | null
}
