import { ADMIN_SEARCH_PATH, QUERY_MAX } from './paths'
import { SearchShortcut } from './SearchShortcut'
import './admin-search.css'

/**
 * The admin search box at the top of the navigation, on every admin screen: a GET form to
 * /admin/search (no script needed); / or Ctrl+K brings the cursor here (SearchShortcut).
 */
export function NavSearch() {
  return (
    <search>
      <form className="admin-nav-search" method="get" action={ADMIN_SEARCH_PATH}>
        <label htmlFor="admin-nav-search-q" className="admin-nav-search__label">
          관리자 검색
        </label>
        <div className="admin-nav-search__row">
          <input
            id="admin-nav-search-q"
            name="q"
            type="search"
            maxLength={QUERY_MAX}
            autoComplete="off"
            placeholder="글, 페이지, 미디어, 문의…"
            aria-keyshortcuts="/ Control+K"
          />
          <button type="submit" className="admin-nav-search__submit">
            검색
          </button>
        </div>
        <SearchShortcut inputIds={['admin-search-q', 'admin-nav-search-q']} />
      </form>
    </search>
  )
}
