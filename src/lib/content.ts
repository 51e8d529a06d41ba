import 'server-only'
import { unstable_cache } from 'next/cache'
import { cacheTags } from './cache-tags'
import { getPayloadClient } from './payload'

/** Published content read through Payload's access rules as a guest, cached by tag. */
export const getPageByPath = (path: string) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        where: { path: { equals: path } },
        limit: 1,
        depth: 1,
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
    ['page', path],
    { tags: [cacheTags.page(path)] },
  )()

export const getSiteSettings = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  },
  ['site-settings'],
  { tags: [cacheTags.siteSettings] },
)
