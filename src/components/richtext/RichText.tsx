import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as PayloadRichText,
} from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement } from 'react'
import { safeHref } from '@/lib/link-rule'
import type { Media } from '@/payload-types'
import { hrefOfLink, isExternalHref } from '@/richtext/links'
import { CmsImage } from '../media/CmsImage'

/**
 * Lexical content rendered on the server to semantic HTML: headings, lists, quotes, links
 * (to a web address, or to a page or post of the site; a new tab is announced) and images through next/image with their alt text.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref: ({ linkNode }) => hrefOfLink(linkNode.fields) }),
  link: ({ node, nodesToJSX }) => {
    // A link stored before the link rule that breaks it (`javascript:`, `//host`) is shown as text.
    const href = safeHref(hrefOfLink(node.fields))
    if (!href) return <>{nodesToJSX({ nodes: node.children })}</>
    const newTab = Boolean(node.fields.newTab)
    return (
      <a
        href={href}
        rel={isExternalHref(href) || newTab ? 'noopener noreferrer' : undefined}
        target={newTab ? '_blank' : undefined}
      >
        {nodesToJSX({ nodes: node.children })}
        {newTab ? <span className="visually-hidden"> (새 창)</span> : null}
      </a>
    )
  },
  // Links made as text was typed (no longer made; older content has them): the same rule.
  autolink: ({ node, nodesToJSX }) => {
    const href = safeHref(node.fields.url)
    if (!href) return <>{nodesToJSX({ nodes: node.children })}</>
    return (
      <a href={href} rel="noopener noreferrer">
        {nodesToJSX({ nodes: node.children })}
      </a>
    )
  },
  // Lexical numbers every item; only an <ol>'s items may say their number (HTML: `value` on <li>).
  listitem: (args) => {
    const item = defaultConverters.listitem
    const rendered = typeof item === 'function' ? item(args) : item
    const numbered = 'listType' in args.parent && args.parent.listType === 'number'
    return numbered || !isValidElement(rendered) ? rendered : cloneElement(rendered, { value: undefined } as object)
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
