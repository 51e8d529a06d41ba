'use client'
import { Link, NavGroup, useAuth } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { ADMIN_MEMBERS_PATH } from './paths'

/** "회원" in the admin's navigation, for admins only (editors do not see members). */
export function MembersNavLink() {
  const { user } = useAuth<{ role?: string }>()
  const pathname = usePathname()
  if (user?.role !== 'admin') return null
  const active = pathname === ADMIN_MEMBERS_PATH || pathname.startsWith(`${ADMIN_MEMBERS_PATH}/`)
  return (
    <NavGroup label="회원">
      <Link className="nav__link" href={ADMIN_MEMBERS_PATH} id="nav-site-members" prefetch={false}>
        {active && <div className="nav__link-indicator" />}
        <span className="nav__link-label">회원 목록</span>
      </Link>
    </NavGroup>
  )
}
