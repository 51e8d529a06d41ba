import Link from 'next/link'
import type { LegalDocument } from '@/legal/documents'
import { versionState } from '@/legal/pages'
import type { PublicLegalVersion } from '@/legal/read'
import { effectiveDay } from '@/legal/versions'
import { formatIsoDay } from '@/lib/format'

/**
 * Every public version of a document, newest first, each at its own address with what changed in
 * it, and a form (a plain GET of two days: nothing typed) that compares any two.
 */
export function VersionHistory({
  document,
  versions,
  inEffect,
  now,
  from,
  to,
}: {
  document: LegalDocument
  versions: PublicLegalVersion[]
  inEffect: PublicLegalVersion | undefined
  now: Date
  from?: string
  to?: string
}) {
  if (versions.length === 0) return null
  const days = versions.map(effectiveDay)
  const dayOptions = days.map((day) => (
    <option key={day} value={day}>
      {formatIsoDay(day)} 시행
    </option>
  ))
  return (
    <section className="legal-history" aria-labelledby="legal-history-title">
      <h2 id="legal-history-title">버전 기록</h2>
      <ol className="legal-versions">
        {versions.map((version, index) => {
          const day = effectiveDay(version)
          const previous = versions[index + 1]
          return (
            <li key={version.id}>
              <p className="legal-version-head">
                <Link href={`/legal/${document}/${day}`}>{formatIsoDay(day)} 시행</Link>{' '}
                <span className="legal-version-state">{versionState(version, inEffect, now)}</span>
              </p>
              <p>{version.summary}</p>
              {previous ? (
                <p>
                  <Link href={`/legal/${document}/compare?from=${effectiveDay(previous)}&to=${day}`}>
                    {formatIsoDay(effectiveDay(previous))} 버전과 비교
                  </Link>
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
      {versions.length > 1 ? (
        <form className="legal-compare-form" method="get" action={`/legal/${document}/compare`}>
          <h3>두 버전 비교하기</h3>
          <label>
            이전 버전
            <select name="from" defaultValue={from ?? days[1] ?? days[0]}>
              {dayOptions}
            </select>
          </label>
          <label>
            비교할 버전
            <select name="to" defaultValue={to ?? days[0]}>
              {dayOptions}
            </select>
          </label>
          <button type="submit" className="button button-secondary">
            비교하기
          </button>
        </form>
      ) : null}
    </section>
  )
}
