import Link from 'next/link'

/** First / previous / numbered / next / last links; the current page is marked for screen readers. */
export function Pagination({ basePath, page, totalPages }: { basePath: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null
  const href = (n: number) => (n === 1 ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}page=${n}`)
  const first = Math.max(1, Math.min(page - 2, totalPages - 4))
  const numbers = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i)
  const edge = (n: number, label: string, text: string, disabled: boolean) =>
    disabled ? (
      <span className="page-link" aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className="page-link" href={href(n)} aria-label={label}>
        {text}
      </Link>
    )
  return (
    <nav className="pagination" aria-label="페이지 이동">
      {edge(1, '첫 페이지', '«', page === 1)}
      {edge(page - 1, '이전 페이지', '‹', page === 1)}
      {numbers.map((n) => (
        <Link
          key={n}
          className="page-link"
          href={href(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`${n} 페이지`}
        >
          {n}
        </Link>
      ))}
      {edge(page + 1, '다음 페이지', '›', page === totalPages)}
      {edge(totalPages, '마지막 페이지', '»', page === totalPages)}
    </nav>
  )
}
