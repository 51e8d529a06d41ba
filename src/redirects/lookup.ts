import 'server-only'
import type { Metadata } from 'next'
import { unstable_cache } from 'next/cache'
import { notFound, permanentRedirect } from 'next/navigation'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { resolveTarget } from '@/navigation/resolve'

/** Where the redirect left at `path` sends visitors now, if there is one (cached by tag). */
export const findRedirect = (path: string) =>
  unstable_cache(
    async (): Promise<string | null> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'redirects',
        where: { from: { equals: path } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const target = docs[0] ? await resolveTarget(docs[0]) : null
      return target && target !== path ? target : null
    },
    ['redirect', path],
    { tags: [cacheTags.redirect(path), cacheTags.pageAddresses] },
  )()

/** Before a 404: an address staff moved sends the visitor on, permanently. */
export async function followRedirect(path: string) {
  const target = await findRedirect(path)
  if (target) permanentRedirect(encodeURI(target))
}

/**
 * The metadata of an address with no page: none where staff's redirect sends the visitor on (the
 * page throws it, once: thrown here as well it gave the answer two Location headers), else the
 * not-found page's, so the tab keeps that title once React has rendered the 404.
 */
export async function missingPageMetadata(path: string): Promise<Metadata> {
  if (await findRedirect(path)) return {}
  notFound()
}
