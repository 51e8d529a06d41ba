import type { ReactNode } from 'react'
import { EduNav } from '@/components/edu/EduNav'

/** The education area: its tabs above each page (each page checks the session itself). */
export default function EduLayout({ children }: { children: ReactNode }) {
  return (
    <div className="container page-body">
      <EduNav />
      {children}
    </div>
  )
}
