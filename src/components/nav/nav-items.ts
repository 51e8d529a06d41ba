import { type SitePagePath, sitePages } from '@/site-pages/paths'

/**
 * The site's menu, shared by the desktop bar and the mobile
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
  /** The single link is another site's (a new window: src/components/links/SiteLink.tsx). */
  external?: boolean
  children?: NavLink[]
}

/**
 * A menu link to a CMS page of the route table (src/navigation/cms-routes.mjs): the address is
 * checked against the table by the type, the label is the page's own unless the menu words it
 * differently.
 */
function pageLink(path: SitePagePath, wording: Omit<NavLink, 'href' | 'label'> & { label?: string } = {}): NavLink {
  const page = sitePages.find((candidate) => candidate.path === path)
  return { href: path, label: page?.label ?? path, ...wording }
}

/** The spec's route table: the seeded menus, and what the site shows while a list is empty. */
export const defaultNavGroups: NavGroup[] = [
  {
    label: '회사 소개',
    children: [pageLink('/intro/page-a'), pageLink('/intro/page-b'), pageLink('/intro/page-c')],
  },
  { label: pageLink('/foodtech').label, href: '/foodtech' },
  {
    label: '임팩트 프랜차이즈',
    children: [
      pageLink('/impact-franchise', { label: '임팩트 프랜차이즈 소개' }),
      pageLink('/impact-franchise/page-a', { mobileLabel: '장애인 창업자 지원' }),
      pageLink('/impact-franchise/page-b'),
      pageLink('/impact-franchise/page-c'),
    ],
  },
  { label: pageLink('/invest').label, href: '/invest' },
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

/** My Menu of a signed-in member; logout is a button next to these. */
export const defaultMyMenu: NavLink[] = [
  { href: '/user/edu/news', label: '교육 프로그램' },
  applicationsLink,
  { href: '/community/news/list', label: '회사 소식' },
  profileLink,
]

/** The footer's own links (the legal ones are always there: src/components/layout/SiteFooter.tsx). */
export const defaultFooterLinks: NavLink[] = [
  pageLink('/intro/page-a'),
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
