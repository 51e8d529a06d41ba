import type { Metadata } from 'next'
import Link from 'next/link'
import { param } from '@/auth/session'
import { DiffView } from '@/legal/components/DiffView'
import { VersionHistory } from '@/legal/components/VersionHistory'
import { changedBlockCount, diffLegalTexts } from '@/legal/diff'
import { loadLegalDocument, versionOfDay } from '@/legal/pages'
import { effectiveDay } from '@/legal/versions'
import { formatIsoDay } from '@/lib/format'
import { pageMetadata } from '@/lib/seo'

type Props = {
  params: Promise<{ doc: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { document, title } = await loadLegalDocument((await params).doc)
  return {
    ...pageMetadata({ title: `${title} 버전 비교`, path: `/legal/${document}/compare` }),
    robots: { index: false },
  }
}

/**
 * Two versions side by side in one text: what `to` added, removed and rewrote against `from`.
 * Without days it compares the version in effect with the one before it.
 */
export default async function LegalComparePage({ params, searchParams }: Props) {
  const { document, title, versions, inEffect, now } = await loadLegalDocument((await params).doc)
  const query = await searchParams
  const to = versionOfDay(versions, param(query.to)) ?? inEffect ?? versions[0]
  const from = versionOfDay(versions, param(query.from)) ?? (to ? versions[versions.indexOf(to) + 1] : undefined)
  const blocks = from && to && from !== to ? diffLegalTexts(from.body, to.body) : []
  const changes = changedBlockCount(blocks)
  return (
    <div className="container legal-page">
      <nav className="legal-version-nav" aria-label={`${title} 버전`}>
        <Link href={`/legal/${document}`}>현재 {title}과 버전 기록</Link>
      </nav>
      <h1>{title} 버전 비교</h1>
      {from && to && from !== to ? (
        <>
          <p className="meta">
            {formatIsoDay(effectiveDay(from))} 시행 버전과 {formatIsoDay(effectiveDay(to))} 시행 버전을 비교합니다. 바뀐
            곳 {changes}군데.
          </p>
          <p className="legal-summary">
            <strong>{formatIsoDay(effectiveDay(to))} 버전의 변경 요약:</strong> {to.summary}
          </p>
          <p className="legal-diff-legend">
            <ins>밑줄과 초록 바탕</ins>은 추가된 내용, <del>취소선과 붉은 바탕</del>은 삭제된 내용입니다.
          </p>
          {changes > 0 ? (
            <ol className="legal-diff-index" aria-label="바뀐 곳으로 가기">
              {Array.from({ length: changes }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the changes' numbers are their identity
                <li key={index}>
                  <a href={`#change-${index + 1}`}>바뀐 곳 {index + 1}</a>
                </li>
              ))}
            </ol>
          ) : (
            <p>두 버전의 본문이 같습니다.</p>
          )}
          <DiffView blocks={blocks} />
        </>
      ) : (
        <p role="alert">비교할 두 버전을 서로 다르게 고르세요.</p>
      )}
      <VersionHistory
        document={document}
        versions={versions}
        inEffect={inEffect}
        now={now}
        from={from ? effectiveDay(from) : undefined}
        to={to ? effectiveDay(to) : undefined}
      />
    </div>
  )
}
