'use client'
import { Link, NavGroup } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { CALENDAR_PATH } from './period'

/** "콘텐츠 달력" in the admin's navigation, for all staff. */
export function CalendarNavLink() {
  const pathname = usePathname()
  return (
    <NavGroup label="일정">
      <Link className="nav__link" href={CALENDAR_PATH} id="nav-content-calendar" prefetch={false}>
        {pathname === CALENDAR_PATH && <div className="nav__link-indicator" />}
        <span className="nav__link-label">콘텐츠 달력</span>
      </Link>
    </NavGroup>
  )
}
