import type { AdminViewServerProps } from 'payload'
import { isAdminUser } from '@/access'
import { consentVersionText } from '@/auth/consent-version'
import { getMember } from '../directory'
import { memberIdSchema } from '../schema'
import {
  ADMIN_MEMBERS_PATH,
  inquiryKindLabel,
  inquiryStatusLabel,
  memberActionLabel,
  providerLabel,
  when,
} from './labels'
import { MemberActionButtons } from './MemberActionButtons'
import { StaffShell } from './StaffShell'
import './members.css'

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="site-members__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/**
 * /admin/members/:id: one member as staff may see them: consents with their times, sign-in
 * methods (providers only), sessions not yet expired (device, address, times; never a token),
 * their inquiries, what staff did to the account, and the actions.
 */
export async function MemberView(props: AdminViewServerProps) {
  const segments = props.params?.segments
  const raw = Array.isArray(segments) ? segments[1] : undefined
  const id = memberIdSchema.safeParse(raw)
  const admin = isAdminUser(props.initPageResult.req.user as never)
  const member = admin && id.success ? await getMember(props.initPageResult.req.payload, id.data) : null
  const crumbs = [{ label: '회원', url: ADMIN_MEMBERS_PATH }, { label: member?.name || '회원 정보' }]
  if (!member) {
    return (
      <StaffShell props={props} crumbs={crumbs}>
        <h1>회원 정보</h1>
        <p role="alert">회원을 찾을 수 없습니다. 이미 탈퇴했거나 삭제된 회원일 수 있습니다.</p>
        <p>
          <a href={ADMIN_MEMBERS_PATH}>회원 목록으로</a>
        </p>
      </StaffShell>
    )
  }
  const inquiriesUrl = `/admin/collections/inquiries?where[authorId][equals]=${encodeURIComponent(member.id)}`
  return (
    <StaffShell props={props} crumbs={crumbs}>
      <header className="site-members__head">
        <h1>{member.name || '(이름 없음)'}</h1>
        <p className="site-members__lead">
          {member.email} · {member.emailVerified ? '이메일 인증함' : '이메일 인증 전'} ·{' '}
          {member.suspended ? <strong className="site-members__suspended">이용 정지</strong> : '정상'}
        </p>
      </header>
      <MemberActionButtons
        id={member.id}
        name={member.name || member.email}
        emailVerified={member.emailVerified}
        suspended={member.suspended}
        sessionCount={member.sessions.length}
      />
      <Section id="member-profile" title="기본 정보">
        <dl className="site-members__facts">
          <dt>이메일</dt>
          <dd>{member.email}</dd>
          <dt>휴대폰</dt>
          <dd>{member.phone ?? '—'}</dd>
          <dt>가입</dt>
          <dd>{when(member.createdAt)}</dd>
          <dt>정보 수정</dt>
          <dd>{when(member.updatedAt)}</dd>
          {member.suspended && (
            <>
              <dt>정지 사유</dt>
              <dd>{member.suspendReason || '(적지 않음)'}</dd>
            </>
          )}
          <dt>회원 ID</dt>
          <dd>
            <code>{member.id}</code>
          </dd>
        </dl>
      </Section>
      <Section id="member-consents" title="동의 내역">
        <dl className="site-members__facts">
          <dt>이용약관 (필수)</dt>
          <dd>{when(member.consents.terms)}</dd>
          <dt>개인정보 수집·이용 (필수)</dt>
          <dd>{when(member.consents.privacy)}</dd>
          <dt>만 14세 이상 확인 (필수)</dt>
          <dd>{when(member.consents.age14)}</dd>
          <dt>마케팅 정보 수신 (선택)</dt>
          <dd>
            {member.consents.marketing
              ? `동의 ${when(member.consents.marketing)}`
              : member.marketingWithdrawnAt
                ? `철회 ${when(member.marketingWithdrawnAt)}`
                : '동의하지 않음'}
          </dd>
          <dt>동의한 약관 버전</dt>
          <dd>{consentVersionText(member.consentVersion) ?? '—'}</dd>
        </dl>
      </Section>
      <Section id="member-methods" title="로그인 수단">
        {member.signInMethods.length === 0 ? (
          <p>연결된 로그인 수단이 없습니다.</p>
        ) : (
          <ul className="site-members__list">
            {member.signInMethods.map((method) => (
              <li key={`${method.providerId}-${method.linkedAt}`}>
                {providerLabel(method.providerId)}{' '}
                <span className="site-members__muted">연결 {when(method.linkedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="member-sessions" title={`로그인 중인 기기 (${member.sessions.length})`}>
        {member.sessions.length === 0 ? (
          <p>로그인 중인 기기가 없습니다.</p>
        ) : (
          <div className="table site-members__table">
            <table>
              <thead>
                <tr>
                  <th scope="col">기기(브라우저)</th>
                  <th scope="col">IP 주소</th>
                  <th scope="col">로그인</th>
                  <th scope="col">마지막 사용</th>
                  <th scope="col">만료</th>
                </tr>
              </thead>
              <tbody>
                {member.sessions.map((session) => (
                  <tr key={session.id}>
                    <td className="site-members__agent">{session.userAgent ?? '알 수 없음'}</td>
                    <td>{session.ipAddress ?? '—'}</td>
                    <td>{when(session.createdAt)}</td>
                    <td>{when(session.updatedAt)}</td>
                    <td>{when(session.expiresAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section id="member-inquiries" title={`문의 (${member.inquiryTotal})`}>
        {member.inquiries.length === 0 ? (
          <p>로그인한 상태로 보낸 문의가 없습니다.</p>
        ) : (
          <>
            <ul className="site-members__list">
              {member.inquiries.map((inquiry) => (
                <li key={inquiry.id}>
                  <a href={`/admin/collections/inquiries/${inquiry.id}`}>{inquiry.referenceNumber}</a>{' '}
                  {inquiryKindLabel(inquiry.kind)} · {inquiryStatusLabel(inquiry.status)}{' '}
                  <span className="site-members__muted">{when(inquiry.createdAt)}</span>
                </li>
              ))}
            </ul>
            {member.inquiryTotal > member.inquiries.length && (
              <p>
                <a href={inquiriesUrl}>이 회원의 문의 {member.inquiryTotal}건 모두 보기</a>
              </p>
            )}
          </>
        )}
      </Section>
      <Section id="member-history" title="관리 기록">
        {member.actions.length === 0 ? (
          <p>관리자가 이 회원에게 한 조치가 없습니다.</p>
        ) : (
          <ul className="site-members__list">
            {member.actions.map((action) => (
              <li key={action.id}>
                {memberActionLabel(action.action)} · {action.actorEmail ?? '—'}{' '}
                <span className="site-members__muted">{when(action.createdAt)}</span>
                {action.reason ? ` · 사유: ${action.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </StaffShell>
  )
}
