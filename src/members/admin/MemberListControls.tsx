'use client'
import { Button } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'
import type { MemberListQuery } from '../schema'

/**
 * Search and filters as a plain GET form: the address holds the query (a list staff can bookmark
 * or send on), and it works before the admin's scripts have loaded.
 */
export function MemberFilters({ query, errors }: { query: MemberListQuery; errors?: Record<string, string> }) {
  const messages = errors ? [...new Set(Object.values(errors))] : []
  return (
    <search aria-label="회원 찾기">
      <form className="site-members__filters" method="get">
        <div className="site-members__field site-members__field--search">
          <label htmlFor="members-q">검색</label>
          <input
            id="members-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            placeholder="이름, 이메일 또는 휴대폰 번호"
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <div className="site-members__field">
          <label htmlFor="members-verified">이메일 인증</label>
          <select id="members-verified" name="verified" defaultValue={query.verified ?? ''}>
            <option value="">모두</option>
            <option value="yes">인증함</option>
            <option value="no">인증 전</option>
          </select>
        </div>
        <div className="site-members__field">
          <label htmlFor="members-marketing">마케팅 수신 동의</label>
          <select id="members-marketing" name="marketing" defaultValue={query.marketing ?? ''}>
            <option value="">모두</option>
            <option value="yes">동의</option>
            <option value="no">동의 안 함</option>
          </select>
        </div>
        <div className="site-members__field">
          <label htmlFor="members-from">가입일(부터)</label>
          <input id="members-from" name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div className="site-members__field">
          <label htmlFor="members-to">가입일(까지)</label>
          <input id="members-to" name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
        <div className="site-members__buttons">
          <Button type="submit" buttonStyle="primary" size="medium" margin={false}>
            찾기
          </Button>
          <Button el="link" url="/admin/members" buttonStyle="secondary" size="medium" margin={false}>
            조건 지우기
          </Button>
        </div>
        {messages.length > 0 && (
          <div className="site-members__errors" role="alert">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
      </form>
    </search>
  )
}

/**
 * Previous and next page as plain links with Korean names (Payload's pager draws its arrows as
 * buttons without a name, which axe and screen readers report); a page is a query parameter.
 */
export function MembersPager({ page, totalPages }: { page: number; totalPages: number }) {
  const pathname = usePathname()
  const params = useSearchParams()
  const href = (target: number) => {
    const query = new URLSearchParams(params.toString())
    query.set('page', String(target))
    return `${pathname}?${query}`
  }
  return (
    <nav className="site-members__pager" aria-label="회원 목록 페이지">
      {page > 1 ? (
        <a className="btn btn--style-secondary btn--size-small" href={href(page - 1)} rel="prev">
          이전 쪽
        </a>
      ) : null}
      <span aria-current="page">
        {page} / {totalPages}쪽
      </span>
      {page < totalPages ? (
        <a className="btn btn--style-secondary btn--size-small" href={href(page + 1)} rel="next">
          다음 쪽
        </a>
      ) : null}
    </nav>
  )
}
