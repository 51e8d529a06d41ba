'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { eduNavItems } from '@/community/edu/EduNav'
import { LogoutButton } from './LogoutButton'
import { MenuDialog } from './MobileMenu'
import { applicationsLink, backToSiteLink, contactLink, profileLink } from './nav-items'

/**
 * The members' area's mobile menu (user-nav): the same frame as the site's (`?menu=`, slides in,
 * Escape and back close it): 교육 홈 at its head, the education sections, the member's own pages,
 * the way back to the site, logout and the contact button.
 */
export function UserMobileMenu() {
  return (
    <MenuDialog label="회원 메뉴" home={{ href: '/user/edu', label: '교육 홈' }} menuPage={USER_MENU_PAGE}>
      <UserMenuContent />
    </MenuDialog>
  )
}

/** The members' menu page, opened by the menu button before the scripts run. */
export const USER_MENU_PAGE = '/user/menu'

/** The members' menu's links: in the dialog and on the members' menu page. */
export function UserMenuContent() {
  const pathname = usePathname() ?? ''
  const links = [
    ...eduNavItems,
    ...[applicationsLink, profileLink].map((link) => ({
      ...link,
      match: (path: string) => path === link.href || path.startsWith(`${link.href}/`),
    })),
  ]
  return (
    <>
      <nav aria-label="회원 메뉴" className="mobile-group">
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} aria-current={link.match(pathname) ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href={backToSiteLink.href}>{backToSiteLink.label}</Link>
          </li>
        </ul>
      </nav>
      <div className="mobile-account">
        <LogoutButton className="button secondary" />
        <Link href={contactLink.href} className="button">
          {contactLink.label}
        </Link>
      </div>
    </>
  )
}
