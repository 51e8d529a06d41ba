import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { LegalText } from '@/legal/components/LegalText'
import { loadLegalDocument, versionOfDay, versionState } from '@/legal/pages'
import { effectiveDay } from '@/legal/versions'
import { formatIsoDay } from '@/lib/format'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ doc: string; day: string }> }

async function load(params: Props['params']) {
  const { doc, day } = await params
  const loaded = await loadLegalDocument(doc)
  const version = versionOfDay(loaded.versions, day)
  if (!version) notFound()
  return { ...loaded, version, day: effectiveDay(version) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { document, title, day } = await load(params)
  return pageMetadata({ title: `${title} (${formatIsoDay(day)} 시행)`, path: `/legal/${document}/${day}` })
}

/** One version of a legal text at its own address: earlier, in effect, or announced. */
export default async function LegalVersionPage({ params }: Props) {
  const { document, title, versions, version, inEffect, now } = await load(params)
  const previous = versions[versions.indexOf(version) + 1]
  return (
    <div className="container legal-page">
      <nav className="legal-version-nav" aria-label={`${title} 버전`}>
        <Link href={`/legal/${document}`}>현재 {title}과 버전 기록</Link>
        {previous ? (
          <Link href={`/legal/${document}/compare?from=${effectiveDay(previous)}&to=${effectiveDay(version)}`}>
            바로 앞 버전({formatIsoDay(effectiveDay(previous))})과 비교
          </Link>
        ) : null}
      </nav>
      <p className="legal-summary">
        <strong>변경 요약:</strong> {version.summary}
      </p>
      <LegalText title={title} version={version} state={versionState(version, inEffect, now)} />
    </div>
  )
}
