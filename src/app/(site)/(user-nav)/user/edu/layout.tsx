import type { ReactNode } from 'react'

/** The education area's pages (each checks the session itself; the bar is the user-nav layout's). */
export default function EduLayout({ children }: { children: ReactNode }) {
  return <div className="container page-body">{children}</div>
}
