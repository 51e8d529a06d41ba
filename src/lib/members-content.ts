import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { publishedNow } from '@/community/scheduling'
import { cacheTags } from './cache-tags'
import { type CommunityCategory, communityCategories, POSTS_PER_PAGE } from './community'
import { getPayloadClient } from './payload'

/**
 * The members' area content: published members-only posts (lists) and any published post
 * (details). Read past Payload's guest access on purpose: only pages that have checked the
 * better-auth session call these. Cached by the same tags as the public lists, so a publish in
 * the admin reaches members within a second and a cache hit runs no SQL.
 */

const membersOnly = (): Where => ({ and: [publishedNow(), { audience: { equals: 'members' } }] })

export const getMemberPostList = (category: CommunityCategory, page: number) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.find({
        collection: communityCategories[category].collection,
        where: membersOnly(),
        sort: ['-publishedAt', '-id'],
        limit: POSTS_PER_PAGE,
        page,
        depth: 1,
        overrideAccess: true,
        select: { title: true, summary: true, cover: true, publishedAt: true, tags: true },
      })
    },
    ['member-posts', category, String(page)],
    { tags: [cacheTags.community(category), cacheTags.media] },
  )()

export const getMemberPost = (category: CommunityCategory, id: number) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: communityCategories[category].collection,
        where: { and: [publishedNow(), { id: { equals: id } }] },
        limit: 1,
        depth: 2,
        overrideAccess: true,
      })
      return docs[0] ?? null
    },
    ['member-post', category, String(id)],
    { tags: [cacheTags.community(category), cacheTags.media] },
  )()

/**
 * Whether a published members-only post has this id: asked by the public article page only when
 * its own lookup found nothing, so that page can send the visitor to the members' copy. Reads one
 * field past Payload's guest access and answers yes or no, nothing of the post; cached by the
 * category's tag like the page that asks.
 */
export const isMembersOnlyPost = (category: CommunityCategory, id: number) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: communityCategories[category].collection,
        where: { and: [membersOnly(), { id: { equals: id } }] },
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
