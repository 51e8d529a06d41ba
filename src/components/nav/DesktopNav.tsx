'use client'
import { usePathname } from 'next/navigation'
import { Dropdown } from './Dropdown'
import { MenuLink } from './MenuLink'
import { isCurrent, type NavGroup } from './nav-items'

/** The desktop bar's sections: groups open a dropdown, single entries are links. */
export function DesktopNav({ groups }: { groups: NavGroup[] }) {
  const pathname = usePathname() ?? ''
  return (
    <nav aria-label="주 메뉴" className="desktop-nav">
      <ul className="nav-list">
        {groups.map((group) => (
          <li key={group.label}>
            {group.children ? (
              <Dropdown label={group.label} current={group.children.some((child) => isCurrent(pathname, child.href))}>
                {(close) => (
                  <ul className="dropdown-list">
                    {group.children?.map((child) => (
                      <li key={`${child.href} ${child.label}`}>
                        <MenuLink link={child} onClick={close} pathname={pathname} />
                      </li>
                    ))}
                  </ul>
                )}
              </Dropdown>
            ) : (
              <MenuLink
                link={{ href: group.href ?? '/', label: group.label, external: group.external }}
                pathname={pathname}
                className="nav-link"
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
