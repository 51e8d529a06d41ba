import { notFound } from 'next/navigation'

/**
 * An address under /user/ that no members' page has (`/user/edu/없는-곳`): the 404 of the
 * members' area, in its own layout, not the public site's (src/app/(site)/(main-nav)/[...missing]).
 */
// The metadata is the not-found page's too: without this, the tab kept the site's bare name once
// React had rendered the 404.
export function generateMetadata(): never {
  notFound()
}

export default function MissingMembersPage() {
  notFound()
}
