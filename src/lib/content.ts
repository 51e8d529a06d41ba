import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { publishedNow } from '@/community/scheduling'
import type { ImpactStory, News } from '@/payload-types'
import { cacheTags } from './cache-tags'
import { type CommunityCategory, communityCategories, POSTS_PER_PAGE } from './community'
import { getPayloadClient } from './payload'

/**
 * Published content as a guest sees it (Payload's access rules, `overrideAccess: false`), cached
 * by tag: the CMS hooks expire exactly these tags, and a cache hit runs no SQL.
 */

export type CommunityPost = News | ImpactStory

/** Asked when a cache entry is filled; a scheduled post's job expires the entries at its time. */
const publicPosts = (): Where => ({ and: [publishedNow(), { audience: { equals: 'public' } }] })

async function findPage(path: string, draft: boolean) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    depth: 2,
    draft,
    // Draft mode is entered only by a signed-in editor (src/app/api/preview/route.ts).
    overrideAccess: draft,
  })
  return docs[0] ?? null
}

/** `draft`: the editor's preview, read fresh with the latest drafts; otherwise cached. */
export const getPageByPath = (path: string, draft = false) =>
  draft
    ? findPage(path, true)
    : unstable_cache(() => findPage(path, false), ['page', path], { tags: [cacheTags.page(path), cacheTags.media] })()

export const getSiteSettings = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  },
  ['site-settings'],
  { tags: [cacheTags.siteSettings] },
)

export const getLegal = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'legal', depth: 1, overrideAccess: false })
  },
  ['legal'],
  { tags: [cacheTags.legal] },
)

export const getPostList = (category: CommunityCategory, page: number) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.find({
        collection: communityCategories[category].collection,
        where: publicPosts(),
        sort: ['-publishedAt', '-id'],
        limit: POSTS_PER_PAGE,
        page,
        depth: 1,
        overrideAccess: false,
        select: { title: true, summary: true, cover: true, publishedAt: true, tags: true },
      })
    },
    ['posts', category, String(page)],
    { tags: [cacheTags.community(category), cacheTags.media] },
  )()

export const getLatestPosts = (category: CommunityCategory, limit: number) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: communityCategories[category].collection,
        where: publicPosts(),
        sort: ['-publishedAt', '-id'],
        limit,
        depth: 1,
        pagination: false,
        overrideAccess: false,
        select: { title: true, summary: true, cover: true, publishedAt: true },
      })
      return docs
    },
    ['latest', category, String(limit)],
    { tags: [cacheTags.community(category), cacheTags.media] },
  )()

/** An editor's preview of any post, drafts and members-only included (never cached). */
export async function getPostDraft(category: CommunityCategory, id: number) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: communityCategories[category].collection,
    where: { id: { equals: id } },
    limit: 1,
    depth: 2,
    draft: true,
    overrideAccess: true,
  })
  return docs[0] ? { post: docs[0], newer: null, older: null } : null
}

/** A published public post with its neighbours in list order (newest first). */
export const getPost = (category: CommunityCategory, id: number) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const collection = communityCategories[category].collection
      const { docs } = await payload.find({
        collection,
        where: { and: [publicPosts(), { id: { equals: id } }] },
        limit: 1,
        depth: 2,
        overrideAccess: false,
      })
      const post = docs[0]
      if (!post) return null
      const neighbour = async (direction: 'newer' | 'older') => {
        const newer = direction === 'newer'
        const { docs: found } = await payload.find({
          collection,
          where: {
            and: [
              publicPosts(),
              {
                or: [
                  { publishedAt: { [newer ? 'greater_than' : 'less_than']: post.publishedAt } },
                  {
                    and: [
                      { publishedAt: { equals: post.publishedAt } },
                      { id: { [newer ? 'greater_than' : 'less_than']: post.id } },
                    ],
                  },
                ],
              },
            ],
          },
          sort: newer ? ['publishedAt', 'id'] : ['-publishedAt', '-id'],
          limit: 1,
          depth: 0,
          pagination: false,
          overrideAccess: false,
          select: { title: true },
        })
        return found[0] ? { id: found[0].id, title: found[0].title } : null
      }
      const [newer, older] = await Promise.all([neighbour('newer'), neighbour('older')])
      return { post, newer, older }
    },
    ['post', category, String(id)],
    { tags: [cacheTags.community(category), cacheTags.media] },
  )()

/** The newest public posts of both categories, newest first, for the RSS feed. */
export const getFeedPosts = unstable_cache(
  async (limit: number) => {
    const payload = await getPayloadClient()
    const lists = await Promise.all(
      (Object.keys(communityCategories) as CommunityCategory[]).map(async (category) => {
        const { docs } = await payload.find({
          collection: communityCategories[category].collection,
          where: publicPosts(),
          sort: ['-publishedAt', '-id'],
          limit,
          depth: 0,
          pagination: false,
          overrideAccess: false,
          select: { title: true, summary: true, publishedAt: true },
        })
        return docs.map((doc) => ({ category, ...doc }))
      }),
    )
    return lists
      .flat()
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, limit)
  },
  ['feed'],
  { tags: [cacheTags.community('news'), cacheTags.community('impact-story')] },
)
