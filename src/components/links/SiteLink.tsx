import Link from 'next/link'
import type { ReactNode } from 'react'

/**
 * A link staff typed or chose, rendered one way wherever it sits (menus, cards): the site's own
 * address through Next's Link, another site's in a new window, said so to screen readers.
 */
export function SiteLink({
  href,
  external = false,
  current = false,
  className,
  onClick,
  children,
}: {
  href: string
  external?: boolean
  /** The page being shown (aria-current). */
  current?: boolean
  className?: string
  onClick?: () => void
  children: ReactNode
}) {
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {children}
        <span className="visually-hidden"> (새 창)</span>
      </a>
    )
  }
  return (
    <Link href={href} className={className} onClick={onClick} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
}
