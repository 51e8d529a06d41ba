/**
 * The site's menu (spec §2 "Top navigation and menus"), shared by the desktop bar and the mobile
 * menu. `mobileLabel` is where the mobile menu words an entry differently (the spec: "founders
 * with disabilities" for the hearing-impaired programme).
 */
export interface NavLink {
  href: string
  label: string
  mobileLabel?: string
  /** Another site's address: opens in a new window, said so to screen readers. */
  external?: boolean
}

export interface NavGroup {
  label: string
  /** A single link (food-tech, investment) or a group with children. */
  href?: string
  children?: NavLink[]
}

/** The spec's route table: the seeded menus, and what the site shows while a list is empty. */
export const defaultNavGroups: NavGroup[] = [
  {
    label: '회사 소개',
    children: [
      { href: '/intro/page-a', label: '회사 소개' },
      { href: '/intro/page-b', label: '버거 프랜차이즈 브랜드' },
      { href: '/intro/page-c', label: '바이오 연구 기업' },
    ],
  },
  { label: '바이오 푸드테크', href: '/foodtech' },
  {
    label: '임팩트 프랜차이즈',
    children: [
      { href: '/impact-franchise', label: '임팩트 프랜차이즈 소개' },
      { href: '/impact-franchise/page-a', label: '청각장애인 창업 지원', mobileLabel: '장애인 창업자 지원' },
      { href: '/impact-franchise/page-b', label: '청년 창업 지원' },
      { href: '/impact-franchise/page-c', label: '소상공인 창업 지원' },
    ],
  },
  { label: '투자 지원', href: '/invest' },
  {
    label: '커뮤니티',
    children: [
      { href: '/community/news/list', label: '뉴스' },
      { href: '/community/impact-story/list', label: '임팩트 스토리' },
    ],
  },
]

export const contactLink: NavLink = { href: '/contact/general', label: '문의하기' }

/** The member's own pages, in My Menu and in the members' area (user-nav). */
export const applicationsLink: NavLink = { href: '/user/applications', label: '내 신청 현황' }
export const profileLink: NavLink = { href: '/user/profile', label: '내 정보' }
/** The members' area's way back to the public site. */
export const backToSiteLink: NavLink = { href: '/', label: '사이트로 돌아가기' }

/** My Menu of a signed-in member (spec §2); logout is a button next to these. */
export const defaultMyMenu: NavLink[] = [
  { href: '/user/edu/news', label: '교육 프로그램' },
  applicationsLink,
  { href: '/community/news/list', label: '회사 소식' },
  profileLink,
]

/** The footer's own links (the legal ones are always there: src/components/layout/SiteFooter.tsx). */
export const defaultFooterLinks: NavLink[] = [
  { href: '/intro/page-a', label: '회사 소개' },
  contactLink,
  { href: '/contact/lookup', label: '문의 조회' },
]

/** The menus as the site shows them (site settings, resolved to addresses, hidden ones left out). */
export interface Navigation {
  groups: NavGroup[]
  myMenu: NavLink[]
  footer: NavLink[]
}

/** Is `href` the current page or the section it heads? For `aria-current`. */
export function isCurrent(pathname: string, href: string): boolean {
  if (href === '/community/news/list' || href === '/community/impact-story/list') {
    return pathname.startsWith(href.replace(/\/list$/, '/'))
  }
  return pathname === href
}
