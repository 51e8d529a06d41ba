import 'server-only'
import { afterSignInPath } from '@/lib/safe-redirect'
import { getLegalVersions } from './read'
import { consentOwed } from './versions'

/** The consent page, leading on to a site address afterwards (the same door as a sign-in's). */
export const consentPath = afterSignInPath

/** The versions in effect this member must agree to again (none: nothing owed). */
export async function consentOwedBy(user: { consentVersion?: string | null }) {
  return consentOwed(user.consentVersion, await getLegalVersions(), new Date())
}
