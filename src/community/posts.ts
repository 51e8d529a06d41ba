import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { type CommunityCategory, communityCategories, POSTS_PER_PAGE } from '@/community/categories'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { ImpactStory, News } from '@/payload-types'
import { publishedNow } from './scheduling'

/**
 * The community's posts as each audience reads them, cached by tag: the CMS hooks expire exactly
 * these tags (a publish reaches every reader within a second) and a cache hit runs no SQL.
 *
 * - `public`: a guest's view, through Payload's access rules (`overrideAccess: false`): published
 *   public posts.
 * - `members`: the education area lists the published members-only posts and opens any published
 *   post. Read past Payload's guest access on purpose: only pages that have checked the
 *   better-auth session ask for this audience.
 */
export type Audience = 'public' | 'members'

export type CommunityPost = News | ImpactStory

/** Asked when a cache entry is filled; a scheduled post's job expires the entries at its time. */
const withAudience = (audience: 'public' | 'members') => (): Where => ({
  and: [publishedNow(), { audience: { equals: audience } }],
})

const audiences = {
  public: { listed: withAudience('public'), readable: withAudience('public'), overrideAccess: false },
  members: { listed: withAudience('members'), readable: publishedNow, overrideAccess: true },
} satisfies Record<Audience, { listed: () => Where; readable: () => Where; overrideAccess: boolean }>

const listFields = { title: true, summary: true, cover: true, publishedAt: true, tags: true } as const

/** One page of a category's list, newest first. */
export const getPostList = (audience: Audience, category: CommunityCategory, page: number) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.find({
        collection: communityCategories[category].collection,
        where: audiences[audience].listed(),
        sort: ['-publishedAt', '-id'],
        limit: POSTS_PER_PAGE,
        page,
        depth: 1,
        overrideAccess: audiences[audience].overrideAccess,
        select: listFields,
      })
    },
    ['posts', audience, category, String(page)],
    { tags: [cacheTags.community(category), cacheTags.media] },
  )()

/** The newest public posts of a category (the home page's teasers). */
export const getLatestPosts = (category: CommunityCategory, limit: number) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: communityCategories[category].collection,
        where: audiences.public.listed(),
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

async function findPost(audience: Audience, category: CommunityCategory, id: number) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: communityCategories[category].collection,
    where: { and: [audiences[audience].readable(), { id: { equals: id } }] },
    limit: 1,
    depth: 2,
    overrideAccess: audiences[audience].overrideAccess,
  })
  return docs[0] ?? null
}

/** The post after (`newer`) or before (`older`) `post` in the audience's list order (newest first). */
async function neighbour(
  audience: Audience,
  category: CommunityCategory,
  post: CommunityPost,
  direction: 'newer' | 'older',
) {
  const payload = await getPayloadClient()
  const newer = direction === 'newer'
  const { docs } = await payload.find({
    collection: communityCategories[category].collection,
    where: {
      and: [
        audiences[audience].listed(),
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
    overrideAccess: audiences[audience].overrideAccess,
    select: { title: true },
  })
  return docs[0] ? { id: docs[0].id, title: docs[0].title } : null
}

/** A post the audience may read (the members' article, which shows no neighbours). */
export const getPost = (audience: Audience, category: CommunityCategory, id: number) =>
  unstable_cache(() => findPost(audience, category, id), ['post', audience, category, String(id)], {
    tags: [cacheTags.community(category), cacheTags.media],
  })()

/** A post the audience may read with its neighbours in the list (the public article's 이전/다음 글). */
export const getPostWithNeighbours = (audience: Audience, category: CommunityCategory, id: number) =>
  unstable_cache(
    async () => {
      const post = await findPost(audience, category, id)
      if (!post) return null
      const [newer, older] = await Promise.all([
        neighbour(audience, category, post, 'newer'),
        neighbour(audience, category, post, 'older'),
      ])
      return { post, newer, older }
    },
    ['post-with-neighbours', audience, category, String(id)],
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

/**
 * Whether a published members-only post has this id: asked by the public article page only when
 * its own lookup found nothing, so that page can send the visitor to the members' copy. Reads one
 * field past Payload's guest access and answers yes or no, nothing of the post.
 */
export const isMembersOnlyPost = (category: CommunityCategory, id: number) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: communityCategories[category].collection,
        where: { and: [audiences.members.listed(), { id: { equals: id } }] },
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { audience: true },
      })
      return docs.length > 0
    },
    ['members-only-post', category, String(id)],
    { tags: [cacheTags.community(category)] },
  )()

/** The newest public posts of both categories, newest first, for the RSS feed. */
export const getFeedPosts = unstable_cache(
  async (limit: number) => {
    const payload = await getPayloadClient()
    const lists = await Promise.all(
      (Object.keys(communityCategories) as CommunityCategory[]).map(async (category) => {
        const { docs } = await payload.find({
          collection: communityCategories[category].collection,
          where: audiences.public.listed(),
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
