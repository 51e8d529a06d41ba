import 'server-only'
import { unstable_cache } from 'next/cache'
import { findInlinePhoneImage } from '@/media/inline-phone-image'
import { resolveReusableBlocks } from '@/reusable-blocks/resolve'
import { cacheTags } from './cache-tags'
import { getPayloadClient } from './payload'

/**
 * The site's pages, settings and legal texts as a guest sees them (Payload's access rules,
 * `overrideAccess: false`), cached by tag: the CMS hooks expire exactly these tags, and a cache
 * hit runs no SQL. The community's posts, for guests and members: src/community/posts.ts.
 */

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
  const page = docs[0]
  if (!page) return null
  // Each placed 재사용 블록 becomes the blocks it holds (one query); its edits expire this page's tag.
  return { ...page, layout: await resolveReusableBlocks(payload, page.layout) }
}

/** `draft`: the editor's preview, read fresh with the latest drafts; otherwise cached. */
export const getPageByPath = (path: string, draft = false) =>
  draft
    ? findPage(path, true)
    : unstable_cache(() => findPage(path, false), ['page', path], { tags: [cacheTags.page(path), cacheTags.media] })()

/** A media item's inline phone rendition (src/media/inline-phone-image.ts); `updatedAt` keys a replaced file. */
export const getInlinePhoneImage = (id: number, updatedAt: string) =>
  unstable_cache(
    async () => findInlinePhoneImage(await getPayloadClient(), id),
    ['inline-phone-image', String(id), updatedAt],
    { tags: [cacheTags.media] },
  )()

export const getSiteSettings = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  },
  ['site-settings'],
  { tags: [cacheTags.siteSettings] },
)
