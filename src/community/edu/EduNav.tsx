'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

// The cached copies (user/edu/cached/…, served by src/proxy.ts) render with their own path on
// the server and hydrate with the address the member sees: both must mark the same item.
const under = (path: string, section: string) =>
  path.startsWith(`/user/edu/${section}`) || path.startsWith(`/user/edu/cached/${section}`)

/** The education area's sections; `match` also marks their cached copies. */
export const eduNavItems = [
  { href: '/user/edu/news', label: '교육 뉴스', match: (path: string) => under(path, 'news') },
  { href: '/user/edu/impact-story', label: '임팩트 스토리', match: (path: string) => under(path, 'impact-story') },
]

/** The education area's own navigation (the members' `user-nav` bar): news and impact stories. */
export function EduNav() {
  const pathname = usePathname() ?? ''
  return (
    <nav aria-label="교육 프로그램 메뉴" className="edu-nav">
      <ul className="nav-list">
        {eduNavItems.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="nav-link" aria-current={item.match(pathname) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
