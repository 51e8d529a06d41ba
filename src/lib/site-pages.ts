/**
 * The CMS-edited pages of the spec's route table. Each is one `pages` document found by its
 * path; the routes under src/app/(site)/(main-nav) render them.
 */
export const sitePages = [
  { path: '/', label: '홈' },
  { path: '/intro/page-a', label: '회사 소개' },
  { path: '/intro/page-b', label: '버거 프랜차이즈 브랜드' },
  { path: '/intro/page-c', label: '바이오 연구 회사' },
  { path: '/foodtech', label: '바이오 푸드테크' },
  { path: '/impact-franchise', label: '임팩트 프랜차이즈' },
  { path: '/impact-franchise/page-a', label: '청각장애인 창업 지원' },
  { path: '/impact-franchise/page-b', label: '청년 창업 지원' },
  { path: '/impact-franchise/page-c', label: '소상공인 창업 지원' },
  { path: '/invest', label: '투자 지원' },
] as const

export type SitePagePath = (typeof sitePages)[number]['path']

export const isSitePagePath = (value: string): value is SitePagePath => sitePages.some((page) => page.path === value)

/** Staff's own pages live under this prefix, so they never take an address of the site's screens. */
export const STAFF_PAGE_PREFIX = '/p/'

/** The path of a catch-all route's segments as staff typed it: decoded, Unicode NFC. */
export function pathOfSegments(prefix: string, segments: string[]): string {
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })
  return `${prefix}${decoded.join('/')}`.normalize('NFC')
}
