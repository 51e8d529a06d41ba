import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@/components/richtext/RichText'
import type { PublicLegalVersion } from '@/legal/read'
import { effectiveDay } from '@/legal/versions'
import { formatIsoDay } from '@/lib/format'

/**
 * One version's text: the page's `main article`, which the sign-up form's modal also reads
 * (src/components/modal/TermView.tsx), so the modal shows exactly the version in effect.
 */
export function LegalText({ title, version, state }: { title: string; version: PublicLegalVersion; state?: string }) {
  const day = effectiveDay(version)
  return (
    <article className="article" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className="meta">
        시행일: <time dateTime={day}>{formatIsoDay(day)}</time>
        {state ? ` · ${state}` : null}
      </p>
      <RichText data={version.body as SerializedEditorState} />
    </article>
  )
}
