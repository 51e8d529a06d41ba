'use client'

import { useAuth, useConfig, useListQuery } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/** The list's own query parameters that choose rows and their order (not the page, columns or limit). */
const LIST_PARAM = /^(search|sort|where)($|\[)/

/**
 * The same rule as `isAdminUser` in src/access (which the endpoint enforces), repeated here so this
 * browser bundle never pulls in whatever server code src/access may import one day.
 */
const isAdmin = (user: unknown) => {
  const account = user as { collection?: string; role?: string } | null | undefined
  return account?.collection === 'users' && account.role === 'admin'
}

/**
 * Above the inquiries list in the admin, for admins only: downloads what the list shows (its
 * search, filters and sort, every page) as a CSV file. The export URL carries the list URL's own
 * parameters unchanged, so the server reads them exactly as the list view did, and follows the
 * list as filters change. The server checks the role again and logs each download.
 */
export function InquiryExportLink() {
  const { user } = useAuth()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { data, query } = useListQuery()
  const searchParams = useSearchParams()
  if (!isAdmin(user)) return null

  const params = new URLSearchParams()
  for (const [key, value] of searchParams) if (LIST_PARAM.test(key)) params.append(key, value)
  // Payload puts the stored sort in the URL after the first render; until then, take it from the list.
  if (!params.has('sort') && typeof query?.sort === 'string' && query.sort) params.set('sort', query.sort)
  const href = `${api}/inquiries/export.csv${params.size > 0 ? `?${params}` : ''}`
  const narrowed = [...params.keys()].some((key) => key !== 'sort')
  const count = data?.totalDocs

  return (
    <p
      style={{ margin: '0 0 1rem', display: 'flex', flexWrap: 'wrap', gap: '0.25rem 0.75rem', alignItems: 'baseline' }}
    >
      <a href={href} download data-testid="inquiry-export-link" style={{ fontWeight: 600 }}>
        현재 목록 (검색·필터 적용) CSV로 내려받기
      </a>
      <span style={{ opacity: 0.75 }}>
        {count === undefined ? '' : narrowed ? `검색·필터에 맞는 ${count}건, 모든 페이지. ` : `전체 ${count}건. `}
        엑셀에서 바로 열리며, 내려받은 기록이 남습니다.
      </span>
    </p>
  )
}
