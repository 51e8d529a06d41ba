import { ADMIN_SEARCH_PATH, QUERY_MAX } from './paths'
import { SearchShortcut } from './SearchShortcut'
import './admin-search.css'

/**
 * The admin search box in the admin's header, on every screen (Payload's `admin.components.actions`;
 * our own screens pass them on: src/components/admin/AdminFrame.tsx): a GET form to /admin/search,
 * no script needed. On a phone only its button shows, which opens the search screen. / or Ctrl+K
 * brings the cursor to it (SearchShortcut).
 */
export function HeaderSearch() {
  return (
    <search className="admin-header-search">
      <form method="get" action={ADMIN_SEARCH_PATH}>
        <label htmlFor="admin-header-search-q" className="admin-search-sr">
          관리자 검색
        </label>
        <input
          id="admin-header-search-q"
          name="q"
          type="search"
          maxLength={QUERY_MAX}
          autoComplete="off"
          placeholder="글, 페이지, 미디어, 문의 검색"
          aria-keyshortcuts="/ Control+K"
        />
        <button type="submit">검색</button>
      </form>
      <SearchShortcut inputIds={['admin-search-q', 'admin-header-search-q']} />
    </search>
  )
}
