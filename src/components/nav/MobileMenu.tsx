'use client'
import Link from 'next/link'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react'
import { useAccount } from '@/stores/account'
import { LogoutButton } from './LogoutButton'
import { MenuLink } from './MenuLink'
import { contactLink, type Navigation, type NavLink } from './nav-items'

/** Did this page push the `?menu=true` entry? Then closing goes back, as the browser's back does. */
let pushedOpen = false

function urlWithMenu(value: 'true' | 'false') {
  const url = new URL(window.location.href)
  url.searchParams.set('menu', value)
  return `${url.pathname}${url.search}${url.hash}`
}

export function openMobileMenu() {
  // A second tap before the URL change lands must not push a second entry.
  if (new URL(window.location.href).searchParams.get('menu') === 'true') return
  pushedOpen = true
  window.history.pushState(null, '', urlWithMenu('true'))
}

export function closeMobileMenu() {
  if (pushedOpen) {
    pushedOpen = false
    window.history.back()
  } else window.history.replaceState(null, '', urlWithMenu('false'))
}

/**
 * Spec §2 mobile menu: opened and closed by the query parameter `menu` (`true` opens, `false`
 * closes), every other parameter kept; it slides in from the left, the page cannot scroll
 * behind it, and the browser's back button closes it. A modal <dialog>: the page behind is
 * inert, Tab cycles inside, Escape closes, and focus returns to the menu button.
 * The URL changes through history.pushState, which Next's router follows without a request.
 * The frame is shared by both bars (main-nav, user-nav); each gives its own links.
 */
export function MenuDialog({
  label,
  home,
  menuPage,
  children,
}: {
  label: string
  home: NavLink
  menuPage?: string
  children: ReactNode
}) {
  const open = useSearchParams().get('menu') === 'true'
  const pathname = usePathname() ?? ''
  const dialog = useRef<HTMLDialogElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  // The URL is the truth: the dialog, the scroll lock and the focus follow `open` alone, also
  // when the browser closed the dialog itself (a second Escape cannot be cancelled).
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const root = document.documentElement
    if (open) {
      if (!element.open) element.showModal()
      root.dataset.menuOpen = ''
    } else {
      if (element.open) element.close()
      if ('menuOpen' in root.dataset) {
        delete root.dataset.menuOpen
        button.current?.focus()
      }
    }
  }, [open])

  // A link followed inside the menu lands on a page without `?menu`: nothing to go back to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new page
  useEffect(() => {
    pushedOpen = false
  }, [pathname])

  useEffect(() => () => void delete document.documentElement.dataset.menuOpen, [])

  // A link followed from a menu this page opened takes the menu's entry in the history (Next's
  // router.replace; Link sees the click handled): back then returns to the page the menu was
  // opened on, not to that page with the menu open again.
  const router = useRouter()
  const replaceMenuEntry = (event: MouseEvent<HTMLDialogElement>) => {
    if (!pushedOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a')
    if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return
    event.preventDefault()
    pushedOpen = false
    router.replace(`${anchor.pathname}${anchor.search}${anchor.hash}`)
  }

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <>
      <MenuButton ref={button} expanded={open} onClick={openMobileMenu} menuPage={menuPage} />
      <dialog
        ref={dialog}
        id="mobile-menu"
        className="mobile-menu"
        aria-label={label}
        aria-modal="true"
        onCancel={(event) => {
          event.preventDefault()
          closeMobileMenu()
        }}
        onClose={() => {
          // Closed by the browser while the URL still says open: bring the URL along.
          if (new URL(window.location.href).searchParams.get('menu') === 'true') closeMobileMenu()
        }}
        onKeyDown={trapTab}
        onClickCapture={replaceMenuEntry}
      >
        <div className="mobile-menu-head">
          <Link href={home.href} className="logo">
            {home.label}
          </Link>
          <button type="button" className="mobile-menu-close" onClick={closeMobileMenu}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">메뉴 닫기</span>
          </button>
        </div>
        {children}
      </dialog>
    </>
  )
}

/** The main-nav's menu: the site's groups, then the account's links and the contact button. */
export function MobileMenu({ navigation }: { navigation: Navigation }) {
  return (
    <MenuDialog label="전체 메뉴" home={{ href: '/', label: '홈' }}>
      <MainMenuContent navigation={navigation} />
    </MenuDialog>
  )
}

/** The menu's links: in the dialog, and on the /menu page that the menu button opens before the scripts run. */
export function MainMenuContent({ navigation }: { navigation: Navigation }) {
  const pathname = usePathname() ?? ''
  const { status } = useAccount()
  return (
    <>
      <nav aria-label="전체 메뉴">
        {navigation.groups.map((group) =>
          group.children ? (
            <section key={group.label} className="mobile-group" aria-label={group.label}>
              <h2>{group.label}</h2>
              <ul>
                {group.children.map((child) => (
                  <li key={`${child.href} ${child.label}`}>
                    <MenuLink link={child} pathname={pathname} mobile />
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <section key={group.label} className="mobile-group" aria-label={group.label}>
              <h2>
                <MenuLink
                  link={{ href: group.href ?? '/', label: group.label, external: group.external }}
                  pathname={pathname}
                />
              </h2>
            </section>
          ),
        )}
      </nav>
      <div className="mobile-account">
        {status === 'member' ? (
          <>
            <ul>
              {navigation.myMenu.map((link) => (
                <li key={`${link.href} ${link.label}`}>
                  <MenuLink link={link} pathname={pathname} />
                </li>
              ))}
            </ul>
            <LogoutButton className="button secondary" />
          </>
        ) : (
          <p>
            <Link href="/login" className="button secondary">
              로그인
            </Link>{' '}
            <Link href="/signup" className="button secondary">
              회원가입
            </Link>
          </p>
        )}
        <Link href={contactLink.href} className="button">
          {contactLink.label}
        </Link>
      </div>
    </>
  )
}

/**
 * The menu button; also the Suspense fallback while the page's query is unknown (pages served
 * from cache). Before the scripts run it is a form's button that opens the menu as a page of its
 * own (`menuPage`: /menu, or /user/menu in the members' area); afterwards it opens the dialog.
 */
export function MenuButton({
  ref,
  expanded = false,
  onClick,
  menuPage = '/menu',
}: {
  ref?: React.Ref<HTMLButtonElement>
  expanded?: boolean
  onClick?: () => void
  menuPage?: string
}) {
  return (
    <form action={menuPage} method="get" className="menu-button-form">
      <button
        ref={ref}
        type="submit"
        className="menu-button"
        aria-expanded={expanded}
        aria-controls="mobile-menu"
        onClick={(event) => {
          if (!onClick) return
          event.preventDefault()
          onClick()
        }}
      >
        <span className="menu-icon" aria-hidden="true" />
        <span className="visually-hidden">전체 메뉴 열기</span>
      </button>
    </form>
  )
}
