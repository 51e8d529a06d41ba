'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

const items = [
  { href: '/user/edu', label: '개요', match: (path: string) => path === '/user/edu' },
  { href: '/user/edu/news', label: '교육 뉴스', match: (path: string) => path.startsWith('/user/edu/news') },
  {
    href: '/user/edu/impact-story',
    label: '임팩트 스토리',
    match: (path: string) => path.startsWith('/user/edu/impact-story'),
  },
]

/** Tabs of the education area; the current one is marked for screen readers too. */
export function EduNav() {
  const pathname = usePathname() ?? ''
  return (
    <nav className="tabs" aria-label="교육 프로그램">
      {items.map((item) => (
        <Link key={item.href} href={item.href} className="tab" aria-current={item.match(pathname) ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  )
}
