import Link from 'next/link'
import { legalDocuments } from '@/legal/documents'
import { getLegalVersions } from '@/legal/read'
import { announcedVersions, effectiveDay } from '@/legal/versions'
import { formatIsoDay } from '@/lib/format'

/**
 * The notice on every page from a change's notice start until its 시행일: what changes, from
 * when, and a link to it. Rendered with the page (cached by the legal tag, which a job expires
 * at both moments), so it is there before any script runs.
 */
export async function LegalNoticeBar() {
  const announced = announcedVersions(await getLegalVersions(), new Date())
  if (announced.length === 0) return null
  return (
    <aside className="legal-notice-bar" aria-label="약관·방침 변경 안내">
      <div className="container">
        {announced.map((version) => {
          const name = legalDocuments[version.document]
          return (
            <p key={version.id}>
              <strong>
                {name} 변경 안내 ({formatIsoDay(effectiveDay(version))} 시행)
              </strong>{' '}
              <span className="legal-notice-summary">{version.summary}</span>{' '}
              <Link href={`/legal/${version.document}`}>
                자세히 보기<span className="visually-hidden">: {name} 변경</span>
              </Link>
            </p>
          )
        })}
      </div>
    </aside>
  )
}
