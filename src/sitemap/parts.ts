import 'server-only'
import { type CommunityCategory, communityCategories } from '@/community/categories'
import { publishedNow } from '@/community/scheduling'
import { inquiryKinds } from '@/inquiries/schema'
import { getPayloadClient } from '@/lib/payload'

/**
 * The sitemap, split (sitemaps.org: at most 50,000 addresses and 50 MB per file): /sitemap.xml is
 * an index of parts, `/sitemaps/pages.xml` (pages and contact forms) and one part per category and
 * block of POST_ID_BLOCK ids (`/sitemaps/news-0.xml` holds news ids 1–40,000). A block of ids holds
 * at most that many posts whatever the gaps, so a part never passes the limit (40,000 addresses of
 * about 130 bytes: about 5 MB), and the index needs only each category's highest id, never a count
 * or an offset. A part is read in keyset pages of PAGE_SIZE rows (id and updatedAt only) and
 * streamed out, so no request holds more than one page of rows. Published public posts only, under
 * the guest's access rules: drafts, scheduled and members-only posts never appear.
 */

export const POST_ID_BLOCK = 40_000
const PAGE_SIZE = 2_000

export type SitemapEntry = { path: string; updatedAt?: string }

const publicPosts = () => ({ and: [publishedNow(), { audience: { equals: 'public' } }] })

const categories = Object.keys(communityCategories) as CommunityCategory[]

/** The names of the parts, for the index (without `.xml`). */
export async function sitemapPartNames(): Promise<string[]> {
  const payload = await getPayloadClient()
  const blocks = await Promise.all(
    categories.map(async (category) => {
      const { docs } = await payload.find({
        collection: communityCategories[category].collection,
        where: publicPosts(),
        sort: '-id',
        limit: 1,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { updatedAt: true },
      })
      const highest = docs[0]?.id ?? 0
      return Array.from({ length: Math.ceil(highest / POST_ID_BLOCK) }, (_, block) => `${category}-${block}`)
    }),
  )
  return ['pages', ...blocks.flat()]
}

/** A part's name read back: pages, or a category and a block of ids. Undefined for anything else. */
export function parsePartName(
  name: string,
): { kind: 'pages' } | { kind: 'posts'; category: CommunityCategory; block: number } | undefined {
  if (name === 'pages') return { kind: 'pages' }
  const match = /^([a-z-]+)-(\d{1,6})$/.exec(name)
  if (!match) return undefined
  const [, category = '', block = ''] = match
  if (!categories.includes(category as CommunityCategory)) return undefined
  return { kind: 'posts', category: category as CommunityCategory, block: Number(block) }
}

/** A part's entries, page by page. */
export async function* sitemapPart(
  part: NonNullable<ReturnType<typeof parsePartName>>,
): AsyncGenerator<SitemapEntry[]> {
  const payload = await getPayloadClient()
  if (part.kind === 'pages') {
    const pages = await payload.find({
      collection: 'pages',
      // A page staff keep out of search engines (검색엔진에 노출하지 않기) is left out too.
      where: { and: [{ _status: { equals: 'published' } }, { 'meta.noindex': { not_equals: true } }] },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { path: true, updatedAt: true },
    })
    yield pages.docs.map((doc) => ({ path: doc.path, updatedAt: doc.updatedAt }))
    yield inquiryKinds.map((kind) => ({ path: `/contact/${kind}` }))
    return
  }
  const first = part.block * POST_ID_BLOCK
  const end = first + POST_ID_BLOCK
  for (let after = first; ; ) {
    const { docs } = await payload.find({
      collection: communityCategories[part.category].collection,
      where: {
        and: [
          publicPosts(),
          { 'meta.noindex': { not_equals: true } },
          { id: { greater_than: after } },
          { id: { less_than_equal: end } },
        ],
      },
      sort: 'id',
      limit: PAGE_SIZE,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { updatedAt: true },
    })
    if (docs.length > 0)
      yield docs.map((doc) => ({ path: `/community/${part.category}/${doc.id}`, updatedAt: doc.updatedAt }))
    if (docs.length < PAGE_SIZE) return
    after = docs[docs.length - 1]?.id ?? end
  }
}
