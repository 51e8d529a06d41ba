/**
 * The site's error page: the status code, what happened in Korean, and a way home.
 * A server component with no client JavaScript; the home link is a plain `<a>`, so after an error
 * it is a full page load (a fresh start) and works before or without hydration.
 */
import { ERROR_TEXTS, HOME_LABEL } from '@/components/errors/error-view.mjs'

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
  const text = given ?? (status === 404 ? ERROR_TEXTS.notFound : ERROR_TEXTS.maintenance)
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
          {HOME_LABEL}
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
