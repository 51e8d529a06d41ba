import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { isAdminUser, isEditorUser } from '@/access'
import { AdminFrame } from '@/components/admin/AdminFrame'
import { ADMIN_SEARCH_PATH, parseAdminSearch, QUERY_MAX } from './query'
import { adminSearch, type SearchGroup } from './search'
import './admin-search.css'

function Group({ group }: { group: SearchGroup }) {
  const headingId = `admin-search-${group.kind}`
  const count = group.total.toLocaleString('ko-KR')
  return (
    <section className="admin-search__group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {group.label} <span className="admin-search__count">{count}건</span>
      </h2>
      <ul className="admin-search__items">
        {group.items.map((item) => (
          <li key={item.key}>
            <a href={item.href} className="admin-search__item">
              <span className="admin-search__title">{item.title}</span>
              {item.details.length > 0 && <span className="admin-search__details">{item.details.join(' · ')}</span>}
            </a>
          </li>
        ))}
      </ul>
      {group.total > group.items.length && (
        <p className="admin-search__more">
          <a href={group.moreHref} aria-label={`더 보기 (${count}건): ${group.label} 목록`}>
            더 보기 ({count}건)
          </a>
        </p>
      )}
    </section>
  )
}

/**
 * 검색 (/admin/search?q=…): one query across news, impact stories, pages, reusable blocks, media,
 * inquiries (by number or name) and, for admins, members; each result opens its edit screen.
 * A GET form: it works without the admin's scripts, and the address can be shared with a colleague.
 */
export async function SearchView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const { req } = initPageResult
  const { q, error } = parseAdminSearch(searchParams ?? {})
  // Signed out: Payload's login, which comes back here with the query.
  if (!req.user) {
    const back = q ? `${ADMIN_SEARCH_PATH}?${new URLSearchParams({ q })}` : ADMIN_SEARCH_PATH
    redirect(`/admin/login?redirect=${encodeURIComponent(back)}`)
  }
  const allowed = isEditorUser(req.user as never)
  const groups = allowed && q && !error ? await adminSearch(req, q) : []
  const total = groups.reduce((sum, group) => sum + group.total, 0)
  return (
    <AdminFrame props={props}>
      <SetStepNav nav={[{ label: '검색' }]} />
      <Gutter className="admin-search">
        <h1>검색</h1>
        {!allowed ? (
          <p role="alert">관리자 검색은 직원만 쓸 수 있습니다.</p>
        ) : (
          <>
            <search>
              <form className="admin-search__form" method="get" action={ADMIN_SEARCH_PATH}>
                <label htmlFor="admin-search-q">검색어</label>
                <div className="admin-search__row">
                  <input
                    id="admin-search-q"
                    name="q"
                    type="search"
                    defaultValue={q ?? ''}
                    maxLength={QUERY_MAX}
                    autoComplete="off"
                    aria-describedby="admin-search-hint"
                    aria-invalid={error ? true : undefined}
                    aria-errormessage={error ? 'admin-search-error' : undefined}
                  />
                  <button type="submit" className="btn btn--style-primary btn--size-medium admin-search__submit">
                    검색
                  </button>
                </div>
                <p id="admin-search-hint" className="admin-search__hint">
                  뉴스·임팩트 스토리·페이지는 제목과 내용, 미디어는 파일 이름과 대체 텍스트, 문의는 번호(#12)·접수
                  번호·이름{isAdminUser(req.user as never) ? ', 회원은 이름·이메일·휴대폰 번호' : ''}로 찾습니다. 어느
                  화면에서나 / 키를 누르면 검색창으로 갑니다.
                </p>
                {error && (
                  <p id="admin-search-error" className="admin-search__error" role="alert">
                    {error}
                  </p>
                )}
              </form>
            </search>
            {q && !error && (
              <>
                <p className="admin-search__summary">
                  {total === 0 ? (
                    '검색 결과가 없습니다'
                  ) : (
                    <>
                      「{q}」 검색 결과 {total.toLocaleString('ko-KR')}건
                    </>
                  )}
                </p>
                {groups.map((group) => (
                  <Group key={group.kind} group={group} />
                ))}
              </>
            )}
          </>
        )}
      </Gutter>
    </AdminFrame>
  )
}
