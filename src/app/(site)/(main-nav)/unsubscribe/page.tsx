import type { Metadata } from 'next'
import Link from 'next/link'
import { param } from '@/auth/session'
import { serverEnv } from '@/config/env'
import { getSiteSettings } from '@/lib/content'
import { memberOfToken } from '@/marketing/unsubscribe'

// Reads its token from the address: rendered per request.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '광고성 정보 수신 거부', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Where a marketing mail's 수신 거부 link lands: opening it changes nothing (mail scanners open
 * links); the button posts the refusal, without a sign-in, and the page says it is done.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const query = await searchParams
  const token = param(query.token)
  const valid = Boolean(memberOfToken(token, serverEnv().BETTER_AUTH_SECRET))
  const { siteName } = await getSiteSettings()
  let body: React.ReactNode
  if (param(query.done) === '1') {
    body = (
      <p role="status">
        광고성 정보(소식지) 수신을 거부했습니다. 이제 소식지를 보내 드리지 않습니다. 다시 받으시려면 로그인한 뒤 내
        정보에서 동의해 주세요.
      </p>
    )
  } else if (!valid) {
    body = (
      <p role="alert">
        수신 거부 링크가 올바르지 않거나 잘렸습니다. 메일의 링크를 다시 눌러 주시거나, 로그인한 뒤{' '}
        <Link href="/user/profile">내 정보</Link>에서 마케팅 정보 수신 동의를 철회해 주세요.
      </p>
    )
  } else {
    body = (
      <>
        <p>
          {siteName}의 광고성 정보(소식지) 메일을 더 받지 않으시려면 아래 단추를 눌러 주세요. 로그인하지 않아도 됩니다.
        </p>
        <p>회원 가입, 문의 답변, 약관 변경 안내처럼 서비스에 꼭 필요한 메일은 계속 보내 드립니다.</p>
        <form method="post" action={`/api/unsubscribe?token=${encodeURIComponent(token ?? '')}`}>
          <button type="submit" className="button">
            수신 거부하기
          </button>
        </form>
      </>
    )
  }
  return (
    <div className="container auth-page">
      <h1>광고성 정보 수신 거부</h1>
      {body}
    </div>
  )
}
