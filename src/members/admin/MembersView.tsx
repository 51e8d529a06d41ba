import type { AdminViewServerProps } from 'payload'
import { isAdminUser } from '@/access'
import { listMembers } from '../directory'
import { parseMemberListQuery } from '../schema'
import { ADMIN_MEMBERS_PATH, when } from './labels'
import { MemberFilters, MembersPager } from './MemberListControls'
import { StaffShell } from './StaffShell'
import './members.css'

/** /admin/members: the site's members, searched and filtered in SQL, one page of 20 at a time. */
export async function MembersView(props: AdminViewServerProps) {
  const { query, errors } = parseMemberListQuery(props.searchParams ?? {})
  const admin = isAdminUser(props.initPageResult.req.user as never)
  const page = admin ? await listMembers(props.initPageResult.req.payload, query) : null
  const filtered = Boolean(query.q || query.verified || query.marketing || query.from || query.to)
  return (
    <StaffShell props={props} crumbs={[{ label: '회원' }]}>
      <header className="site-members__head">
        <h1>회원</h1>
        <p className="site-members__lead">
          사이트에 가입한 회원입니다. 이름, 이메일, 휴대폰 번호로 찾고, 회원을 눌러 동의 내역과 로그인 기기를 보거나
          조치할 수 있습니다.
        </p>
      </header>
      <MemberFilters query={query} errors={errors} />
      {page && (
        <>
          <p className="site-members__count" aria-live="polite">
            {filtered ? '조건에 맞는 회원' : '전체 회원'} {page.total.toLocaleString('ko-KR')}명
          </p>
          {page.members.length === 0 ? (
            <p className="site-members__empty">
              {filtered ? '조건에 맞는 회원이 없습니다. 검색어나 필터를 바꿔 보세요.' : '아직 가입한 회원이 없습니다.'}
            </p>
          ) : (
            <div className="table site-members__table">
              <table>
                <caption className="site-members__sr">
                  회원 목록, {page.page}/{page.totalPages}쪽
                </caption>
                <thead>
                  <tr>
                    <th scope="col">이름</th>
                    <th scope="col">이메일</th>
                    <th scope="col">휴대폰</th>
                    <th scope="col">이메일 인증</th>
                    <th scope="col">마케팅 수신</th>
                    <th scope="col">상태</th>
                    <th scope="col">가입</th>
                  </tr>
                </thead>
                <tbody>
                  {page.members.map((member) => (
                    <tr key={member.id}>
                      <td>
                        <a href={`${ADMIN_MEMBERS_PATH}/${member.id}`}>{member.name || '(이름 없음)'}</a>
                      </td>
                      <td>{member.email}</td>
                      <td>{member.phone ?? '—'}</td>
                      <td>{member.emailVerified ? '인증함' : '인증 전'}</td>
                      <td>{member.marketingAgreedAt ? '동의' : '—'}</td>
                      <td>
                        {member.suspended ? <strong className="site-members__suspended">이용 정지</strong> : '정상'}
                      </td>
                      <td>{when(member.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {page.totalPages > 1 && <MembersPager page={page.page} totalPages={page.totalPages} />}
        </>
      )}
    </StaffShell>
  )
}
