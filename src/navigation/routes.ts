/**
 * The site's own screens that are not CMS documents (lists, forms, the members' area), which a
 * menu entry may point at. Chosen from this list, never typed: an entry cannot point at an
 * address the site does not serve.
 */
export const siteRoutes = [
  { value: '/community/news/list', label: '뉴스 목록' },
  { value: '/community/impact-story/list', label: '임팩트 스토리 목록' },
  { value: '/contact/general', label: '일반 문의' },
  { value: '/contact/edu', label: '교육 문의' },
  { value: '/contact/impact', label: '임팩트 프랜차이즈 창업 문의' },
  { value: '/contact/invest', label: '투자 문의' },
  { value: '/contact/lookup', label: '문의 조회' },
  { value: '/search', label: '검색' },
  { value: '/login', label: '로그인' },
  { value: '/signup', label: '회원가입' },
  { value: '/user/edu/news', label: '교육 프로그램 (회원)' },
  { value: '/user/edu/impact-story', label: '교육 임팩트 스토리 (회원)' },
  { value: '/user/applications', label: '내 신청 현황 (회원)' },
  { value: '/user/profile', label: '내 정보 (회원)' },
  { value: '/legal/terms', label: '이용약관' },
  { value: '/legal/privacy', label: '개인정보처리방침' },
] as const

export type SiteRoute = (typeof siteRoutes)[number]['value']

export const isSiteRoute = (value: string): value is SiteRoute => siteRoutes.some((route) => route.value === value)
