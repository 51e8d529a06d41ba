/** Where a rich-text link goes: its web address, or the site address of the page or post it names. */

export const LINKABLE_COLLECTIONS = ['pages', 'news', 'impact-stories'] as const

type LinkFields = {
  linkType?: 'custom' | 'internal' | string
  url?: string | null
  doc?: { relationTo?: string; value?: unknown } | null
}

const postPath = { news: '/community/news', 'impact-stories': '/community/impact-story' } as const

export function hrefOfLink(fields: LinkFields): string {
  if (fields.linkType !== 'internal') return String(fields.url ?? '')
  const relation = fields.doc?.relationTo
  const value = fields.doc?.value
  const doc = value && typeof value === 'object' ? (value as { id?: unknown; path?: unknown }) : { id: value }
  if (relation === 'pages') return typeof doc.path === 'string' ? doc.path : '/'
  if (relation === 'news' || relation === 'impact-stories') {
    return doc.id == null ? '/' : `${postPath[relation]}/${doc.id}`
  }
  return '/'
}

export const isExternalHref = (href: string) => /^https?:\/\//i.test(href)
