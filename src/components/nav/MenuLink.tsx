import Link from 'next/link'
import { isCurrent, type NavLink } from './nav-items'

/**
 * One menu entry: the site's own addresses through Next's Link (marked as the current page),
 * another site's in a new window, said so to screen readers.
 */
export function MenuLink({
  link,
  pathname,
  mobile = false,
  onClick,
}: {
  link: NavLink
  pathname: string
  mobile?: boolean
  onClick?: () => void
}) {
  const label = (mobile && link.mobileLabel) || link.label
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {label}
        <span className="visually-hidden"> (새 창)</span>
      </a>
    )
  }
  return (
    <Link href={link.href} onClick={onClick} aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}>
      {label}
    </Link>
  )
}
