import type { Payload, PayloadRequest } from 'payload'
import { adminListHref } from '@/admin/overview/links'
import { LINK_CHECKS } from './names'
import { lastRun } from './run'
import { linkCheckInProgress } from './task'

/** Rows the dashboard card lists of each status; the rest are in the admin's list. */
export const CARD_ROWS = 8

/**
 * What the dashboard's 깨진 링크 card shows, read as the signed-in staff member (overrideAccess:
 * false, as the list behind it): the broken and the unanswered links of the last run, that run's
 * figures, and whether a run is under way.
 */
export async function linkCheckFigures(payload: Payload, user: PayloadRequest['user']) {
  const admin = payload.config.routes.admin
  const list = (status: 'broken' | 'unreachable') =>
    payload.find({
      collection: LINK_CHECKS,
      overrideAccess: false,
      user,
      depth: 0,
      where: { status: { equals: status } },
      sort: 'id',
      limit: CARD_ROWS,
    })
  const [broken, unreachable, last, running] = await Promise.all([
    list('broken'),
    list('unreachable'),
    lastRun(payload),
    linkCheckInProgress(payload),
  ])
  const href = (status: string) =>
    adminListHref(admin, LINK_CHECKS, [{ field: 'status', operator: 'equals', value: status }], 'id')
  return {
    broken: { total: broken.totalDocs, docs: broken.docs, href: href('broken') },
    unreachable: { total: unreachable.totalDocs, docs: unreachable.docs, href: href('unreachable') },
    lastRun: last,
    running,
  }
}

export type LinkCheckFigures = Awaited<ReturnType<typeof linkCheckFigures>>
