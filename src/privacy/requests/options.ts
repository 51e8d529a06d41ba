/** PIPA art. 36(2) and its decree art. 43(3): a correction or deletion is answered within 10 days. */
export const PRIVACY_REQUEST_DAYS = 10

/** What a request may say, in characters. */
export const PRIVACY_REQUEST_DETAIL_MAX = 2000

export const privacyRequestKinds = [
  { value: 'correct', label: '정정' },
  { value: 'delete', label: '삭제' },
] as const

export const privacyRequestStatuses = [
  { value: 'received', label: '접수' },
  { value: 'in-progress', label: '처리 중' },
  { value: 'done', label: '처리 완료' },
  { value: 'refused', label: '처리 불가' },
] as const

/** Statuses still waiting for an admin: the dashboard counts these against their due date. */
export const OPEN_PRIVACY_REQUEST_STATUSES = ['received', 'in-progress']
export const CLOSED_PRIVACY_REQUEST_STATUSES = ['done', 'refused']

const DAY_MS = 24 * 60 * 60 * 1000
export const privacyRequestDue = (receivedAt: Date) => new Date(receivedAt.getTime() + PRIVACY_REQUEST_DAYS * DAY_MS)
