import 'server-only'
import { unstable_cache } from 'next/cache'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

/**
 * Every version of the legal texts a visitor may read (Payload's access rule: those whose notice
 * has begun), cached by the legal tag. The tag expires when staff save a version and, by jobs of
 * the site's queue, when a notice begins and when a version takes effect (LegalVersions.ts), so
 * which one is in effect is decided from this list and the moment (versions.ts).
 */
export const getLegalVersions = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'legal-versions',
      pagination: false,
      depth: 0,
      sort: '-effectiveDate',
      overrideAccess: false,
      select: {
        document: true,
        effectiveDate: true,
        noticeStartsAt: true,
        noticeDays: true,
        adverse: true,
        requiresConsent: true,
        summary: true,
        body: true,
      },
    })
    return docs
  },
  ['legal-versions'],
  { tags: [cacheTags.legal] },
)

export type PublicLegalVersion = Awaited<ReturnType<typeof getLegalVersions>>[number]
