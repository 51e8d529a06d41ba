import type { Payload } from 'payload'
import { defaultFooterLinks, defaultMyMenu, defaultNavGroups, type NavLink } from '@/components/nav/nav-items'
import { isSiteRoute } from './routes'

type Target = { kind: 'page'; page: number } | { kind: 'route'; route: string } | { kind: 'external'; url: string }

/**
 * Writes the spec's route table into site settings as the menus staff then edit: fixed pages as
 * links to their documents, the site's screens as routes. Leaves menus staff already have alone.
 */
export async function seedNavigation(
  payload: Payload,
  context: Record<string, unknown>,
  force: boolean,
): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!force && (settings.navigation?.length || settings.myMenu?.length || settings.footerLinks?.length))
    return '이미 있음'
  const { docs } = await payload.find({
    collection: 'pages',
    pagination: false,
    depth: 0,
    select: { path: true },
  })
  const pageIds = new Map(docs.map((doc) => [doc.path, doc.id]))
  const target = (href: string): Target => {
    const page = pageIds.get(href)
    if (page !== undefined) return { kind: 'page', page }
    if (isSiteRoute(href)) return { kind: 'route', route: href }
    return { kind: 'external', url: href }
  }
  const link = (item: NavLink) => ({
    label: item.label,
    hidden: false,
    ...(item.mobileLabel ? { mobileLabel: item.mobileLabel } : {}),
    ...target(item.href),
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      navigation: defaultNavGroups.map((group) => ({
        label: group.label,
        hidden: false,
        ...(group.href ? target(group.href) : {}),
        children: (group.children ?? []).map(link),
      })),
      myMenu: defaultMyMenu.map(link),
      footerLinks: defaultFooterLinks.map(link),
    } as never,
    depth: 0,
    context,
  })
  return '저장함'
}
