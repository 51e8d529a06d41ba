import { SiteLink } from '@/components/links/SiteLink'
import { isCurrent, type NavLink } from './nav-items'

/** One menu entry, marked as the current page when it is (the mobile menu may word it differently). */
export function MenuLink({
  link,
  pathname,
  mobile = false,
  className,
  onClick,
}: {
  link: NavLink
  pathname: string
  mobile?: boolean
  className?: string
  onClick?: () => void
}) {
  return (
    <SiteLink
      href={link.href}
      external={link.external}
      current={isCurrent(pathname, link.href)}
      className={className}
      onClick={onClick}
    >
      {(mobile && link.mobileLabel) || link.label}
    </SiteLink>
  )
}
