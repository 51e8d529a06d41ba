import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as PayloadRichText,
} from '@payloadcms/richtext-lexical/react'
import type { Media } from '@/payload-types'
import { CmsImage } from '../media/CmsImage'

const isExternal = (url: string) => /^https?:\/\//.test(url)

/**
 * Lexical content rendered on the server to semantic HTML: headings, lists, quotes, links
 * (external ones `rel="noopener noreferrer"`) and images through next/image with their alt text.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref: () => '/' }),
  link: ({ node, nodesToJSX }) => {
    const url = String(node.fields.url ?? '')
    const external = isExternal(url)
    return (
      <a
        href={url}
        rel={external ? 'noopener noreferrer' : undefined}
        target={node.fields.newTab ? '_blank' : undefined}
      >
        {nodesToJSX({ nodes: node.children })}
      </a>
    )
  },
  upload: ({ node }) => {
    const media = node.value as Media | number
    if (typeof media !== 'object') return null
    return (
      <figure className="rich-figure">
        <CmsImage media={media} sizes="(max-width: 768px) 100vw, 720px" />
        {media.alt ? <figcaption>{media.alt}</figcaption> : null}
      </figure>
    )
  },
})

export function RichText({ data, className }: { data: SerializedEditorState | null | undefined; className?: string }) {
  if (!data) return null
  return <PayloadRichText data={data} converters={converters} className={className ?? 'rich-text'} />
}
