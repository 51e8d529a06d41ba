import type { Metadata } from 'next'
import Link from 'next/link'
import { LegalText } from '@/legal/components/LegalText'
import { VersionHistory } from '@/legal/components/VersionHistory'
import { loadLegalDocument, versionState } from '@/legal/pages'
import { announcedVersions, effectiveDay } from '@/legal/versions'
import { formatIsoDay } from '@/lib/format'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ doc: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { document, title } = await loadLegalDocument((await params).doc)
  return pageMetadata({ title, path: `/legal/${document}` })
}

/** The version in effect, the coming one while it is announced, and every earlier one. */
export default async function LegalPage({ params }: Props) {
  const { document, title, versions, inEffect, now } = await loadLegalDocument((await params).doc)
  const shown = inEffect ?? versions[versions.length - 1]
  const coming = announcedVersions(versions, now)
  return (
    <div className="container legal-page">
      {coming.map((version) => {
        const day = effectiveDay(version)
        return (
          <aside key={version.id} className="legal-coming" aria-label={`${title} 변경 예정`}>
            <p>
              <strong>
                {title}이 {formatIsoDay(day)}부터 바뀝니다.
              </strong>{' '}
              {version.summary}
            </p>
            <p className="legal-coming-links">
              {inEffect ? (
                <Link href={`/legal/${document}/compare?from=${effectiveDay(inEffect)}&to=${day}`}>
                  바뀌는 부분 보기
                </Link>
              ) : null}
              <Link href={`/legal/${document}/${day}`}>새 {title} 전문 보기</Link>
            </p>
          </aside>
        )
      })}
      {shown ? <LegalText title={title} version={shown} state={versionState(shown, inEffect, now)} /> : null}
      <VersionHistory document={document} versions={versions} inEffect={inEffect} now={now} />
    </div>
  )
}
