import type { ReactNode } from 'react'

// Members' pages: rendered per request for the signed-in member, never prerendered or cached.
export const dynamic = 'force-dynamic'

export default function MemberPagesLayout({ children }: { children: ReactNode }) {
  return children
}
