import { cmsRoutes } from '@/navigation/cms-routes.mjs'

/** The CMS-edited pages of the spec's route table (src/navigation/cms-routes.mjs). */
export const sitePages = cmsRoutes

export type SitePagePath = (typeof sitePages)[number]['path']

export const isSitePagePath = (value: string): value is SitePagePath => sitePages.some((page) => page.path === value)

/** Staff's own pages live under this prefix, so they never take an address of the site's screens. */
export const STAFF_PAGE_PREFIX = '/p/'

/** The path of a catch-all route's segments as staff typed it: decoded, Unicode NFC. */
export function pathOfSegments(prefix: string, segments: string[]): string {
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })
  return `${prefix}${decoded.join('/')}`.normalize('NFC')
}
