/** The link check's collection and its statuses (shared by the collection, the run and the card). */
export const LINK_CHECKS = 'link-checks'

export const linkStatuses = [
  { value: 'broken', label: '깨짐' },
  { value: 'unreachable', label: '응답 없음' },
] as const

/** A row's edit screen is an address of this site's admin, as the run wrote it: a path, nothing else. */
export const isEditPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
