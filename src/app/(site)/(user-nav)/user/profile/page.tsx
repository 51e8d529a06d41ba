import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { consentVersionText } from '@/auth/consent-version'
import { deviceLabel } from '@/auth/device-label'
import { redirectErrorMessage } from '@/auth/messages'
import { type ConsentRow, Consents } from '@/auth/profile/Consents'
import { DeleteAccount } from '@/auth/profile/DeleteAccount'
import { type Device, Devices, ReauthButton } from '@/auth/profile/Devices'
import { type LinkedAccount, LinkedAccounts } from '@/auth/profile/LinkedAccounts'
import { ChangeEmailForm, ChangePasswordForm, ProfileForm } from '@/auth/profile/ProfileForms'
import { enabledProviders } from '@/auth/providers'
import { getAuth } from '@/auth/server'
import { param, requireSession } from '@/auth/session'
import { formatDate, formatDateTime } from '@/lib/format'
import { MyPrivacyRequests } from '@/privacy/requests/MyPrivacyRequests'
import { myPrivacyRequests } from '@/privacy/requests/mine'
import { PrivacyRequestForm } from '@/privacy/requests/PrivacyRequestForm'

export const metadata: Metadata = { title: '내 정보', robots: { index: false } }
// The member's own data: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const providerName = (id: string, providers: { id: string; name: string }[]) =>
  id === 'credential' ? '이메일과 비밀번호' : (providers.find((p) => p.id === id)?.name ?? id)

type ConsentFields = {
  termsAgreedAt?: Date | string | null
  privacyAgreedAt?: Date | string | null
  ageConfirmedAt?: Date | string | null
  marketingAgreedAt?: Date | string | null
  marketingWithdrawnAt?: Date | string | null
  marketingReconfirmedAt?: Date | string | null
  consentVersion?: string | null
}

const when = (value: Date | string | null | undefined) => (value ? formatDateTime(value) : null)

export default async function ProfilePage({ searchParams }: Props) {
  // Open to a member who has not agreed to a changed legal text yet: here they can read their data or leave.
  const session = await requireSession({ askConsent: false })
  const query = await searchParams
  const requestHeaders = await headers()
  const auth = getAuth()
  const providers = enabledProviders(process.env)
  const [accounts, sessions, privacyRequests] = await Promise.all([
    auth.api.listUserAccounts({ headers: requestHeaders }),
    // Needs a sign-in within the freshness age (1 h); otherwise we offer to sign in again.
    auth.api.listSessions({ headers: requestHeaders }).catch(() => null),
    myPrivacyRequests(session.user.id),
  ])
  const user = session.user
  const linked: LinkedAccount[] = accounts.map((account) => ({
    id: account.id,
    providerId: account.providerId,
    accountId: account.accountId,
    name: providerName(account.providerId, providers),
    linkedAt: formatDate(account.createdAt),
  }))
  const linkable = providers.filter((provider) => !accounts.some((account) => account.providerId === provider.id))
  const devices: Device[] | null =
    sessions?.map((item) => ({
      id: item.id,
      label: deviceLabel(item.userAgent),
      ipAddress: item.ipAddress ?? null,
      lastActive: formatDate(item.updatedAt),
      current: item.id === session.session.id,
    })) ?? null
  const linkError = redirectErrorMessage(param(query.error))
  const consentFields = user as typeof user & ConsentFields
  const consents: ConsentRow[] = [
    { label: '이용약관', required: true, givenAt: when(consentFields.termsAgreedAt) },
    { label: '개인정보 수집·이용', required: true, givenAt: when(consentFields.privacyAgreedAt) },
    { label: '만 14세 이상 확인', required: true, givenAt: when(consentFields.ageConfirmedAt) },
  ]

  return (
    <div className={`auth-page auth-wide`}>
      <h1>내 정보</h1>
      {linkError ? (
        <p role="alert" className="form-message-error">
          {linkError}
        </p>
      ) : null}
      {param(query.linked) === '1' ? <p className="form-notice">계정을 연결했습니다.</p> : null}
      {param(query.emailChanged) === '1' && !linkError ? (
        <p className="form-notice">이메일을 {user.email}(으)로 바꿨습니다. 이제 이 주소로 로그인합니다.</p>
      ) : null}

      <section className="auth-section" aria-labelledby="profile-title">
        <h2 id="profile-title">기본 정보</h2>
        <ProfileForm name={user.name} phone={user.phone ?? ''} />
      </section>

      <section className="auth-section" aria-labelledby="email-title">
        <h2 id="email-title">이메일 변경</h2>
        <ChangeEmailForm email={user.email} />
      </section>

      <section className="auth-section" aria-labelledby="consents-title">
        <h2 id="consents-title">동의 내역</h2>
        <Consents
          consents={consents}
          marketing={{
            givenAt: when(consentFields.marketingAgreedAt),
            withdrawnAt: when(consentFields.marketingWithdrawnAt),
            reconfirmedAt: when(consentFields.marketingReconfirmedAt),
          }}
          version={consentVersionText(consentFields.consentVersion)}
        />
      </section>

      {accounts.some((account) => account.providerId === 'credential') ? (
        <section className="auth-section" aria-labelledby="password-title">
          <h2 id="password-title">비밀번호 변경</h2>
          <ChangePasswordForm />
        </section>
      ) : null}

      <section className="auth-section" aria-labelledby="devices-title">
        <h2 id="devices-title">로그인한 기기</h2>
        {devices ? (
          <Devices devices={devices} />
        ) : (
          <div className="auth-row">
            <p>보안을 위해 로그인한 지 1시간이 지나면 기기 목록을 보여 드리지 않습니다.</p>
            <ReauthButton />
          </div>
        )}
      </section>

      <section className="auth-section" aria-labelledby="accounts-title">
        <h2 id="accounts-title">로그인 수단</h2>
        <LinkedAccounts accounts={linked} linkable={linkable} />
      </section>

      <section className="auth-section" aria-labelledby="data-title">
        <h2 id="data-title">내 정보 내려받기</h2>
        <p>
          사이트가 보관하는 회원님의 정보(회원 정보, 동의 내역, 로그인 수단과 기기, 문의와 답변, 남기신 메모)를 지금
          파일로 만들어 드립니다. 엑셀에서 열리는 CSV와, 다른 서비스로 옮길 때 쓰는 JSON 가운데 고르세요.
        </p>
        {param(query.data) === 'limit' ? (
          <p role="alert" className="form-message-error">
            내 정보 파일을 너무 자주 내려받으셨습니다. 한 시간 뒤에 다시 내려받아 주세요.
          </p>
        ) : null}
        {devices ? (
          <div className="auth-buttons">
            <a className="button small" href="/api/me/data?format=csv">
              CSV 파일로 받기
            </a>
            <a className="button small secondary" href="/api/me/data?format=json">
              JSON 파일로 받기
            </a>
          </div>
        ) : (
          <div className="auth-row">
            <p>보안을 위해 로그인한 지 1시간이 지나면 내려받을 수 없습니다.</p>
            <ReauthButton />
          </div>
        )}
      </section>

      <section className="auth-section" aria-labelledby="privacy-requests-title">
        <h2 id="privacy-requests-title">개인정보 정정·삭제 요청</h2>
        <p>
          위에서 직접 고칠 수 없는 정보(보내신 문의의 내용 등)를 고치거나 지우고 싶으시면 요청해 주세요. 받은 날부터
          10일 안에 처리하고 결과를 메일과 이 화면으로 알려 드립니다.
        </p>
        <MyPrivacyRequests requests={privacyRequests} />
        <PrivacyRequestForm />
      </section>

      <section id="leave" className="auth-section" aria-labelledby="delete-title-section">
        <h2 id="delete-title-section">회원 탈퇴</h2>
        <DeleteAccount hasPassword={accounts.some((account) => account.providerId === 'credential')} />
      </section>
    </div>
  )
}
