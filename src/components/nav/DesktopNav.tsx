'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { Dropdown } from './Dropdown'
import { isCurrent, navGroups } from './nav-items'

/** The desktop bar's sections: groups open a dropdown, single entries are links. */
export function DesktopNav() {
  const pathname = usePathname() ?? ''
  return (
    <nav aria-label="주 메뉴" className="desktop-nav">
      <ul className="nav-list">
        {navGroups.map((group) => (
          <li key={group.label}>
            {group.children ? (
              <Dropdown label={group.label} current={group.children.some((child) => isCurrent(pathname, child.href))}>
                {(close) => (
                  <ul className="dropdown-list">
                    {group.children?.map((child) => (
                      <li key={child.href}>
                        <Link
                          href={child.href}
                          onClick={close}
                          aria-current={isCurrent(pathname, child.href) ? 'page' : undefined}
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Dropdown>
            ) : (
              <Link
                href={group.href ?? '/'}
                className="nav-link"
                aria-current={isCurrent(pathname, group.href ?? '') ? 'page' : undefined}
              >
                {group.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
