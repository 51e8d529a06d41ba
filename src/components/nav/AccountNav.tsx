'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { useAccount } from '@/stores/account'
import { Dropdown } from './Dropdown'
import { LogoutButton } from './LogoutButton'
import { MenuLink } from './MenuLink'
import type { NavLink } from './nav-items'

/** Spec §2: My Menu opens bottom-end, 49 px below its button. */
const MY_MENU_OFFSET = 49

/**
 * The session-dependent end of the bar, as a small island so cached pages stay identical for
 * everyone: guests get login and sign-up, members a logout button and (desktop) My Menu. Until
 * the session is known (and before the scripts run) the guest links show: most visitors are guests,
 * and a member's bar changes once, when the session is read.
 */
export function AccountNav({ myMenu }: { myMenu: NavLink[] }) {
  const { status, load } = useAccount()
  const pathname = usePathname()
  useEffect(() => {
    void load()
  }, [load])

  if (status === 'member') {
    return (
      <div className="account-nav">
        <Dropdown label="마이메뉴" placement="bottom-end" distance={MY_MENU_OFFSET} className="my-menu">
          {(close) => (
            <ul className="dropdown-list">
              {myMenu.map((link) => (
                <li key={`${link.href} ${link.label}`}>
                  <MenuLink link={link} onClick={close} pathname={pathname ?? ''} />
                </li>
              ))}
              <li>
                <LogoutButton />
              </li>
            </ul>
          )}
        </Dropdown>
        <LogoutButton className="nav-link" />
      </div>
    )
  }
  return (
    <div className="account-nav" data-pending={status === 'unknown' ? '' : undefined}>
      <Link href="/login" className="nav-link">
        로그인
      </Link>
      <Link href="/signup" className="nav-link">
        회원가입
      </Link>
    </div>
  )
}
