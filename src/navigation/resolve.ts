import 'server-only'
import { unstable_cache } from 'next/cache'
import { communityCategories } from '@/community/categories'
import {
  defaultFooterLinks,
  defaultMyMenu,
  defaultNavGroups,
  type NavGroup,
  type Navigation,
  type NavLink,
} from '@/components/nav/nav-items'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { SiteSetting } from '@/payload-types'
import { checkExternalUrl } from './link-fields'
import { isSiteRoute } from './routes'

type Target = {
  kind?: string | null
  page?: number | { id: number } | null
  post?: { relationTo: string; value: number | { id: number } } | null
  route?: string | null
  url?: string | null
}
type Entry = Target & { label: string; hidden?: boolean | null; mobileLabel?: string | null }

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value !== null ? value.id : (value ?? undefined)

/** The collections a post link may point at → its category in the address. */
const postCategory = Object.fromEntries(
  Object.entries(communityCategories).map(([category, info]) => [info.collection, category]),
) as Record<string, string>

function hrefOf(target: Target, pagePaths: Map<number, string>): Pick<NavLink, 'href' | 'external'> | null {
  switch (target.kind) {
    case 'page': {
      const id = idOf(target.page)
      const path = id === undefined ? undefined : pagePaths.get(id)
      return path ? { href: path } : null
    }
    case 'post': {
      const id = idOf(target.post?.value)
      const category = target.post ? postCategory[target.post.relationTo] : undefined
      return id !== undefined && category ? { href: `/community/${category}/${id}` } : null
    }
    case 'route':
      return target.route && isSiteRoute(target.route) ? { href: target.route } : null
    case 'external':
      return checkExternalUrl(target.url) === true ? { href: String(target.url), external: true } : null
    default:
      return null
  }
}

function linksOf(entries: Entry[] | null | undefined, pagePaths: Map<number, string>): NavLink[] {
  return (entries ?? []).flatMap((entry) => {
    if (entry.hidden) return []
    const target = hrefOf(entry, pagePaths)
    if (!target) return []
    return [{ label: entry.label, ...target, ...(entry.mobileLabel ? { mobileLabel: entry.mobileLabel } : {}) }]
  })
}

function pageIds(settings: SiteSetting): number[] {
  const entries: Target[] = [
    ...(settings.navigation ?? []).flatMap((group) => [group as Target, ...((group.children ?? []) as Target[])]),
    ...((settings.myMenu ?? []) as Target[]),
    ...((settings.footerLinks ?? []) as Target[]),
  ]
  return [...new Set(entries.flatMap((entry) => (entry.kind === 'page' ? [idOf(entry.page)] : [])))].filter(
    (id): id is number => typeof id === 'number',
  )
}

/**
 * The menus of site settings with every link resolved to an address: a page's current path (only
 * while it is published), a post's address, a site screen, or an external https address. Entries
 * that are hidden or point at nothing served are left out; a group left without links too.
 * Cached: site settings' tag (a menu edit) and the pages' address tag (a page moved, published or
 * taken down) expire it, on every server process (src/lib/revalidate.ts).
 */
export const getNavigation = unstable_cache(
  async (): Promise<Navigation> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
    const ids = pageIds(settings)
    const pages = ids.length
      ? await payload.find({
          collection: 'pages',
          where: { id: { in: ids } },
          pagination: false,
          depth: 0,
          overrideAccess: false,
          select: { path: true },
        })
      : { docs: [] }
    const pagePaths = new Map(pages.docs.map((page) => [page.id, page.path]))
    const groups: NavGroup[] = (settings.navigation ?? []).flatMap((group): NavGroup[] => {
      if (group.hidden) return []
      const children = linksOf(group.children as Entry[], pagePaths)
      if (children.length > 0) return [{ label: group.label, children }]
      const own = hrefOf(group as Target, pagePaths)
      return own ? [{ label: group.label, ...own }] : []
    })
    const myMenu = linksOf(settings.myMenu as Entry[], pagePaths)
    const footer = linksOf(settings.footerLinks as Entry[], pagePaths)
    return {
      groups: settings.navigation?.length ? groups : defaultNavGroups,
      myMenu: settings.myMenu?.length ? myMenu : defaultMyMenu,
      footer: settings.footerLinks?.length ? footer : defaultFooterLinks,
    }
  },
  ['navigation'],
  { tags: [cacheTags.siteSettings, cacheTags.pageAddresses] },
)

/** The address one link target stands for now (a page only while it is published), or null. */
export async function resolveTarget(target: Target): Promise<string | null> {
  const pagePaths = new Map<number, string>()
  const id = target.kind === 'page' ? idOf(target.page) : undefined
  if (typeof id === 'number') {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      select: { path: true },
    })
    if (docs[0]) pagePaths.set(docs[0].id, docs[0].path)
  }
  return hrefOf(target, pagePaths)?.href ?? null
}
