import type { Metadata } from 'next'
import { redirectErrorMessage } from '@/auth/messages'
import { param } from '@/auth/session'
import { ErrorView } from '@/components/errors/ErrorView'

// Shows the code from the address: rendered per request (no database involved beyond the layout's cache).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: '로그인 오류', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The characters better-auth allows in a code it shows (its own /error page: anything else is UNKNOWN). */
const CODE = /^['A-Za-z0-9_-]{1,100}$/

/**
 * better-auth's error page, GET /api/auth/error?error=<code>, an HTML page with the error
 * code, rewritten here by next.config.mjs: the site's error page with the code and what it
 * means in Korean, and the ways on (login, home). better-auth's own page is English, and with an
 * errorURL set it only redirects; its OAuth callbacks still land on the login page (src/auth/options.ts).
 */
export default async function AuthErrorPage({ searchParams }: Props) {
  const given = param((await searchParams).error)
  const code = given && CODE.test(given) ? given : 'UNKNOWN'
  const message = redirectErrorMessage(code) as string
  return (
    <ErrorView
      status={400}
      code={code}
      text={{
        title: '로그인을 처리하지 못했습니다',
        body: [message, '문제가 계속되면 처음부터 다시 로그인해 주세요.'],
      }}
      also={{ href: '/login', label: '로그인으로' }}
    />
  )
}
