import { notFound } from 'next/navigation'

/**
 * An address under /user/ that no members' page has (`/user/edu/없는-곳`): the 404 of the
 * members' area, in its own layout, not the public site's (src/app/(site)/(main-nav)/[...missing]).
 */
export default function MissingMembersPage() {
  notFound()
}
