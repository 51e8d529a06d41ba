import 'server-only'
import { unstable_cache } from 'next/cache'
import { type CommunityCategory, communityCategories } from '@/community/categories'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { excerpt, wordsOf } from './highlight'
import { foldVariants } from './search-key'
import { everyWord, postsWhere } from './where'

/**
 * The site search: published pages and posts whose words contain every word of the query
 * (Postgres ILIKE '%word%', so 창업 finds 창업자 and 예비창업). Guests search public posts under
 * Payload's guest access; members (the page checks the database session) also members-only ones,
 * which link to the members' copy. Newest first, two collections merged page by page.
 */

export const RESULTS_PER_PAGE = 10

export type SearchHit = {
  key: string
  label: string
  href: string
  title: string
  text: string
  publishedAt?: string
  membersOnly: boolean
}

export type SearchResult = {
  words: string[]
  pages: SearchHit[]
  posts: SearchHit[]
  /** Every match: pages and posts. */
  total: number
  /** Result pages: the posts, so many a page (the site's pages ride on the first). */
  resultPages: number
}

const memberHref: Record<CommunityCategory, (id: number) => string> = {
  news: (id) => `/user/edu/news-detail/${id}`,
  'impact-story': (id) => `/user/edu/impact-story/${id}`,
}

async function searchPages(words: string[]): Promise<SearchHit[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: everyWord(words) },
    // The site's own pages are few (the route table's and staff's): up to 10, in the order of their
    // addresses. With 5 and no order, which of 창업's seven pages showed depended on the rows' order
    // (/impact-franchise/page-a, 청각장애인 창업 지원, was sometimes left out).
    limit: 10,
    sort: 'path',
    depth: 0,
    overrideAccess: false,
    select: { title: true, path: true, hero: { heading: true, body: true }, meta: { description: true } },
  })
  return docs.map((doc) => ({
    key: `page-${doc.id}`,
    label: '페이지',
    href: doc.path,
    title: doc.title,
    text: excerpt([doc.hero?.heading, doc.hero?.body, doc.meta?.description].filter(Boolean).join(' · '), words),
    membersOnly: false,
  }))
}

async function searchPosts(words: string[], page: number, member: boolean) {
  const payload = await getPayloadClient()
  const categories = Object.keys(communityCategories) as CommunityCategory[]
  const where = postsWhere(words, member)
  // Ids and dates of the newest page × size matches of each collection, merged: the page's slice.
  const heads = await Promise.all(
    categories.map(async (category) => {
      const found = await payload.find({
        collection: communityCategories[category].collection,
        where,
        sort: ['-publishedAt', '-id'],
        limit: page * RESULTS_PER_PAGE,
        depth: 0,
        // A member's search is past the guest access on purpose: the page checked the session.
        overrideAccess: member,
        select: { publishedAt: true },
      })
      return { category, total: found.totalDocs, docs: found.docs.map((doc) => ({ category, ...doc })) }
    }),
  )
  const totalPosts = heads.reduce((sum, head) => sum + head.total, 0)
  const slice = heads
    .flatMap((head) => head.docs)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
    .slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE)
  const details = await Promise.all(
    categories.map(async (category) => {
      const ids = slice.filter((hit) => hit.category === category).map((hit) => hit.id)
      if (ids.length === 0) return []
      const found = await payload.find({
        collection: communityCategories[category].collection,
        where: { id: { in: ids } },
        pagination: false,
        depth: 0,
        overrideAccess: member,
        select: { title: true, summary: true, searchText: true, publishedAt: true, audience: true },
      })
      return found.docs.map((doc) => ({ category, ...doc }))
    }),
  )
  const byKey = new Map(details.flat().map((doc) => [`${doc.category}-${doc.id}`, doc]))
  const posts = slice.flatMap((hit): SearchHit[] => {
    const doc = byKey.get(`${hit.category}-${hit.id}`)
    if (!doc) return []
    const membersOnly = doc.audience === 'members'
    const inSummary = words.some((word) => doc.summary.toLowerCase().includes(word.toLowerCase()))
    return [
      {
        key: `${hit.category}-${doc.id}`,
        label: communityCategories[hit.category].label,
        href: membersOnly ? memberHref[hit.category](doc.id) : `/community/${hit.category}/${doc.id}`,
        title: doc.title,
        text: inSummary || !doc.searchText ? excerpt(doc.summary, words) : excerpt(doc.searchText, words),
        publishedAt: doc.publishedAt,
        membersOnly,
      },
    ]
  })
  return { posts, totalPosts }
}

/**
 * The site's pages come first, on the first result page only, and count on every one: the total a
 * visitor reads does not change while they page through the posts.
 */
async function findResults(words: string[], page: number, member: boolean): Promise<SearchResult> {
  const [pages, { posts, totalPosts }] = await Promise.all([searchPages(words), searchPosts(words, page, member)])
  return {
    words,
    pages: page === 1 ? pages : [],
    posts,
    // What is listed: the pages shown (at most 10) and every matching post across the result pages.
    total: pages.length + totalPosts,
    resultPages: Math.max(1, Math.ceil(totalPosts / RESULTS_PER_PAGE)),
  }
}

/**
 * Cached by the folded words, the page and the reader's audience: a repeated search (the
 * placeholder's 창업, a shared link) runs no SQL. Any change to a page or a post expires it, as it
 * does the lists, and so does a scheduled post's job at its time.
 */
export async function search(query: string, page: number, member: boolean): Promise<SearchResult> {
  // Misspellings folded here too, so the results mark the word as the texts spell it.
  const words = wordsOf(query).map(foldVariants)
  return unstable_cache(
    () => findResults(words, page, member),
    // One part for the words: Next joins the parts with commas, and a typed word may hold one.
    ['search', member ? 'members' : 'public', String(page), JSON.stringify(words)],
    { tags: [cacheTags.anyPage, cacheTags.community('news'), cacheTags.community('impact-story')] },
  )()
}
