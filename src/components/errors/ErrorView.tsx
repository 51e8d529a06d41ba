/**
 * The site's error page: the status code, what happened in Korean, and a way home.
 * A server component with no client JavaScript; the home link is a plain `<a>`, so after an error
 * it is a full page load (a fresh start) and works before or without hydration.
 */
const texts = {
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: [
      '요청하신 페이지가 없거나 주소가 바뀌었습니다.',
      '입력하신 주소가 정확한지 다시 확인하시거나 메인 페이지로 돌아가 주세요.',
    ],
  },
  maintenance: {
    title: '시스템 점검 중입니다',
    body: [
      '더 나은 서비스를 위해 시스템을 점검하고 있거나 일시적인 문제가 생겼습니다.',
      '이용에 불편을 드려 죄송합니다. 잠시 후 다시 시도해 주세요.',
    ],
  },
} as const

/** A second way on beside the home button (the members' area offers its own start page). */
export type ErrorViewLink = { href: string; label: string }

export type ErrorViewText = { title: string; body: readonly string[] }

/**
 * `status` picks the text (404 or the maintenance page); `code` and `text` replace the number and
 * the text where an error is named otherwise (better-auth's error codes on /api/auth/error).
 */
export function ErrorView({
  status,
  code,
  text: given,
  also,
}: {
  status: number
  code?: string
  text?: ErrorViewText
  also?: ErrorViewLink
}) {
  const text = given ?? (status === 404 ? texts.notFound : texts.maintenance)
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className={code ? 'error-code error-named' : 'error-code'}>
        <span className="error-hidden">오류 코드 </span>
        {code ?? status}
      </p>
      <h1 id="error-title" className="error-title">
        {text.title}
      </h1>
      {text.body.map((line) => (
        <p key={line} className="error-text">
          {line}
        </p>
      ))}
      <p className="error-actions">
        <a className="error-home" href="/">
          메인으로 돌아가기
        </a>
        {also ? (
          <a className={`error-home error-secondary`} href={also.href}>
            {also.label}
          </a>
        ) : null}
      </p>
    </section>
  )
}
