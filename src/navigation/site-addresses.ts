import 'server-only'
import type { Where } from 'payload'
import { memberOfCookie } from '@/auth/member-session'
import {
  type CommunityCategory,
  communityCategories,
  membersListPath,
  membersPostPath,
  POSTS_PER_PAGE,
} from '@/community/categories'
import { publishedNow } from '@/community/scheduling'
import { myInquiry } from '@/inquiries/mine'
import { inquiryKinds } from '@/inquiries/schema'
import { legalPaths } from '@/legal/versions'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { SiteAddresses } from '@/server/contract.mjs'

/**
 * The addresses at which the content decides that the site serves a page, for the web server's
 * page-view check (src/page-views/served-paths.mjs, through the contract): it adds the build's static
 * routes and keeps these lists in memory until one of their tags is expired on the cache channel.
 * Each list reads what its pages read, under the same rules: a page that answers 404, or sends
 * the visitor elsewhere (a members-only post's public address), is not listed.
 */

const categories = Object.keys(communityCategories) as CommunityCategory[]

/** A list's addresses: `{path}` for its first page and `{path}?page=N` for each of its pages. */
const pagesOf = (path: string, totalDocs: number) => [
  path,
  ...Array.from({ length: Math.max(1, Math.ceil(totalDocs / POSTS_PER_PAGE)) }, (_, i) => `${path}?page=${i + 1}`),
]

/** Published pages, as a guest reads them (the route table's pages and staff pages under /p/). */
async function pageAddresses() {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { path: true },
  })
  return docs.map((doc) => doc.path)
}

/** A category's public list and posts, and the members' list and articles of the education area. */
async function communityAddresses(category: CommunityCategory) {
  const payload = await getPayloadClient()
  const collection = communityCategories[category].collection
  const ids = async (where: Where, overrideAccess: boolean) =>
    (
      await payload.find({ collection, where, pagination: false, depth: 0, overrideAccess, select: { title: true } })
    ).docs.map((doc) => doc.id)
  const audience = (value: 'public' | 'members'): Where => ({ and: [publishedNow(), { audience: { equals: value } }] })
  const [publicIds, membersIds, readableIds] = await Promise.all([
    ids(audience('public'), false),
    ids(audience('members'), true),
    ids(publishedNow(), true),
  ])
  return [
    ...pagesOf(`/community/${category}/list`, publicIds.length),
    ...publicIds.map((id) => `/community/${category}/${id}`),
    ...pagesOf(membersListPath(category), membersIds.length),
    ...readableIds.map((id) => membersPostPath(category, id)),
  ]
}

async function legalAddresses() {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'legal-versions',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { document: true, effectiveDate: true, noticeDays: true, adverse: true },
  })
  return legalPaths(docs, new Date())
}

const APPLICATION = /^\/user\/applications\/([^/?]+)$/

export const siteAddresses: SiteAddresses = {
  lists: [
    { tags: [cacheTags.anyPage, cacheTags.pageAddresses], load: pageAddresses },
    ...categories.map((category) => ({
      tags: [cacheTags.community(category)],
      load: () => communityAddresses(category),
    })),
    { tags: [cacheTags.legal], load: legalAddresses },
    { tags: [], load: async () => inquiryKinds.map((kind) => `/contact/${kind}`) },
  ],

  /**
   * Null unless the cookie holds a signed-in member's session (read from its row, as the members'
   * pages do); else the member's own addresses among `path`: an application of theirs. Never
   * refreshes the session: the cookie a refresh sets would reach no browser.
   */
  async memberAddresses(cookie, path) {
    const session = await memberOfCookie(cookie)
    if (!session) return null
    const reference = APPLICATION.exec(path)?.[1]
    if (!reference) return []
    return (await myInquiry(session.user, decodeURIComponent(reference))) ? [path] : []
  },
}
