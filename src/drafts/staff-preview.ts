import 'server-only'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { isEditorUser } from '@/access'
import { getPayloadClient } from '@/lib/payload'

/**
 * Whether this request may see drafts. Next's draft-mode cookie is the same value for every
 * browser for the life of the build, so it only says "this browser once opened a preview": the
 * staff session (Payload's `payload-token`) is checked on every request that would read a draft.
 * Without one the page renders what a guest sees. Outside draft mode nothing is read, so cached
 * pages stay static.
 */
export const isStaffPreview = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  return isEditorUser(user)
})
