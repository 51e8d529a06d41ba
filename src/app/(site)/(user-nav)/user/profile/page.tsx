import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirectErrorMessage } from '@/auth/messages'
import { enabledProviders } from '@/auth/providers'
import { getAuth } from '@/auth/server'
import { param, requireSession } from '@/auth/session'
import styles from '@/components/auth/auth.module.css'
import { DeleteAccount } from '@/components/profile/DeleteAccount'
import { type Device, Devices, ReauthButton } from '@/components/profile/Devices'
import { type LinkedAccount, LinkedAccounts } from '@/components/profile/LinkedAccounts'
import { ChangeEmailForm, ChangePasswordForm, ProfileForm } from '@/components/profile/ProfileForms'
import { formatDate } from '@/lib/format'

export const metadata: Metadata = { title: '내 정보', robots: { index: false } }
// The member's own data: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const providerName = (id: string, providers: { id: string; name: string }[]) =>
  id === 'credential' ? '이메일과 비밀번호' : (providers.find((p) => p.id === id)?.name ?? id)

/** A short description of a browser from its User-Agent, e.g. "Chrome · Windows". */
function deviceLabel(userAgent: string | null | undefined) {
  if (!userAgent) return '알 수 없는 기기'
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Whale\//.test(userAgent)
      ? '웨일'
      : /SamsungBrowser/.test(userAgent)
        ? '삼성 인터넷'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Firefox\//.test(userAgent)
            ? 'Firefox'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : '브라우저'
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : ''
  return os ? `${browser} · ${os}` : browser
}

export default async function ProfilePage({ searchParams }: Props) {
  const session = await requireSession()
  const query = await searchParams
  const requestHeaders = await headers()
  const auth = getAuth()
  const providers = enabledProviders(process.env)
  const [accounts, sessions] = await Promise.all([
    auth.api.listUserAccounts({ headers: requestHeaders }),
    // Needs a sign-in within the freshness age (1 h); otherwise we offer to sign in again.
    auth.api.listSessions({ headers: requestHeaders }).catch(() => null),
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

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>내 정보</h1>
      {linkError ? (
        <p role="alert" className={styles.formError}>
          {linkError}
        </p>
      ) : null}
      {param(query.linked) === '1' ? <p className={styles.notice}>계정을 연결했습니다.</p> : null}
      {param(query.emailChanged) === '1' ? <p className={styles.notice}>이메일을 바꿨습니다.</p> : null}

      <section className={styles.section} aria-labelledby="profile-title">
        <h2 id="profile-title">기본 정보</h2>
        <ProfileForm name={user.name} phone={user.phone ?? ''} />
      </section>

      <section className={styles.section} aria-labelledby="email-title">
        <h2 id="email-title">이메일 변경</h2>
        <ChangeEmailForm email={user.email} />
      </section>

      {accounts.some((account) => account.providerId === 'credential') ? (
        <section className={styles.section} aria-labelledby="password-title">
          <h2 id="password-title">비밀번호 변경</h2>
          <ChangePasswordForm />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="devices-title">
        <h2 id="devices-title">로그인한 기기</h2>
        {devices ? (
          <Devices devices={devices} />
        ) : (
          <div className={styles.row}>
            <p>보안을 위해 로그인한 지 1시간이 지나면 기기 목록을 보여 드리지 않습니다.</p>
            <ReauthButton />
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="accounts-title">
        <h2 id="accounts-title">로그인 수단</h2>
        <LinkedAccounts accounts={linked} linkable={linkable} />
      </section>

      <section className={styles.section} aria-labelledby="delete-title-section">
        <h2 id="delete-title-section">회원 탈퇴</h2>
        <DeleteAccount hasPassword={accounts.some((account) => account.providerId === 'credential')} />
      </section>
    </div>
  )
}
