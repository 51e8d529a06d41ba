import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getSession, param, roleOf } from '@/auth/session'
import { Pagination } from '@/components/pagination/Pagination'
import { feedAlternate } from '@/feed/rss'
import { formatDate, isoDateInSeoul } from '@/lib/format'
import { Highlighted } from '@/search/Highlighted'
import { PAGE_MAX, QUERY_MAX, searchParamsSchema } from '@/search/schema'
import { type SearchHit, search } from '@/search/search'

export const metadata: Metadata = {
  title: '검색',
  description: '뉴스, 임팩트 스토리와 사이트의 페이지를 검색합니다.',
  alternates: { canonical: '/search', ...feedAlternate },
  // Result pages are endless combinations of typed words: not for search engines.
  robots: { index: false, follow: true },
}

// Results depend on the typed words and on who asks: rendered per request, never at build.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

function Hit({ hit, words }: { hit: SearchHit; words: string[] }) {
  return (
    <li>
      <span className="search-label">
        {hit.label}
        {hit.membersOnly ? ' · 회원 전용' : null}
        {hit.publishedAt ? (
          <>
            {' · '}
            <time dateTime={isoDateInSeoul(hit.publishedAt)}>{formatDate(hit.publishedAt)}</time>
          </>
        ) : null}
      </span>
      <h3>
        <Link href={hit.href}>
          <Highlighted text={hit.title} words={words} />
        </Link>
      </h3>
      {hit.text ? (
        <p>
          <Highlighted text={hit.text} words={words} />
        </p>
      ) : null}
    </li>
  )
}

function Hits({ heading, hits, words }: { heading: string; hits: SearchHit[]; words: string[] }) {
  if (hits.length === 0) return null
  return (
    <>
      <h2 className="search-section">{heading}</h2>
      <ul className="search-results">
        {hits.map((hit) => (
          <Hit key={hit.key} hit={hit} words={words} />
        ))}
      </ul>
    </>
  )
}

/** `/search?q=…`: pages and posts; members-only posts only for a member (database-checked session). */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const typed = param(params.q)
  const parsed = typed === undefined ? undefined : searchParamsSchema.safeParse({ q: typed, page: param(params.page) })
  const error = parsed && !parsed.success ? parsed.error.issues[0]?.message : undefined
  const session = parsed?.success ? await getSession() : null
  const member = session ? roleOf(session.user) !== 'guest' : false
  const result = parsed?.success ? await search(parsed.data.q, parsed.data.page, member) : undefined
  // A page past the last (an old link, a typed address): the site's Korean 404, as every list answers.
  if (result && parsed?.success && parsed.data.page > result.resultPages) notFound()
  const query = parsed?.success ? parsed.data.q : (typed ?? '')
  return (
    <div className={`container search-page`}>
      <h1>검색</h1>
      <search>
        <form action="/search" method="get" className="search-form">
          <label htmlFor="search-q" className="visually-hidden">
            검색어
          </label>
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={QUERY_MAX}
            placeholder="검색어를 입력하세요 (예: 창업)"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'search-error' : undefined}
            enterKeyHint="search"
            // Opened from the header's search button (no query yet): the field is ready to type in,
            // before the scripts too (the server writes `autofocus`).
            // biome-ignore lint/a11y/noAutofocus: the visitor asked for the search; this page is its field
            autoFocus={typed === undefined}
          />
          <button type="submit" className="button">
            검색
          </button>
        </form>
      </search>
      {error ? (
        <p id="search-error" role="alert" className="search-error">
          {error}
        </p>
      ) : null}
      {result && parsed?.success ? (
        <>
          <p className="search-summary">
            ‘{parsed.data.q}’ 검색 결과 {result.total}건
            {result.resultPages > 1 ? ` (${parsed.data.page}/${result.resultPages}페이지)` : ''}
          </p>
          <Hits heading="페이지" hits={result.pages} words={result.words} />
          <Hits heading="뉴스 · 임팩트 스토리" hits={result.posts} words={result.words} />
          {result.total === 0 ? <p>검색 결과가 없습니다. 다른 낱말이나 더 짧은 낱말로 찾아 보세요.</p> : null}
          <Pagination
            basePath={`/search?q=${encodeURIComponent(parsed.data.q)}`}
            page={parsed.data.page}
            totalPages={Math.min(result.resultPages, PAGE_MAX)}
          />
        </>
      ) : null}
    </div>
  )
}
