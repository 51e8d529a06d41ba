import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RichText } from '@/components/richtext/RichText'
import { type LegalDocument, legalDocuments } from '@/globals/legal-documents'
import { getLegal } from '@/lib/content'
import { formatDate, isoDateInSeoul } from '@/lib/format'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ doc: string }> }

async function load(params: Props['params']) {
  const { doc } = await params
  if (!Object.hasOwn(legalDocuments, doc)) notFound()
  const key = doc as LegalDocument
  const legal = await getLegal()
  const content = legal[key]
  if (!content?.body) notFound()
  return { key, title: legalDocuments[key], content }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { key, title } = await load(params)
  return pageMetadata({ title, path: `/legal/${key}` })
}

export default async function LegalPage({ params }: Props) {
  const { title, content } = await load(params)
  return (
    <article className="container article" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className="meta">
        시행일: <time dateTime={isoDateInSeoul(content.effectiveDate)}>{formatDate(content.effectiveDate)}</time>
      </p>
      <RichText data={content.body as SerializedEditorState} />
    </article>
  )
}
