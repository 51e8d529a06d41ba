import type { Payload, PayloadRequest } from 'payload'
import { adminListHref, type Condition } from '@/admin/overview/links'
import { OPEN_PRIVACY_REQUEST_STATUSES } from './options'

const CARD_ROWS = 5

/**
 * The dashboard's figures of members' correction and deletion requests, read as the staff member
 * (admins only read them): those still open, soonest due first, and those past their due date.
 */
export async function privacyRequestFigures(payload: Payload, user: PayloadRequest['user'], now: Date) {
  const admin = payload.config.routes.admin
  const open: Condition[] = [{ field: 'status', operator: 'in', value: OPEN_PRIVACY_REQUEST_STATUSES }]
  const late: Condition[] = [...open, { field: 'dueAt', operator: 'less_than', value: now.toISOString() }]
  const as = { collection: 'privacy-requests', overrideAccess: false, user } as const
  const [openRows, lateCount] = await Promise.all([
    payload.find({
      ...as,
      depth: 0,
      where: { status: { in: OPEN_PRIVACY_REQUEST_STATUSES } },
      sort: 'dueAt',
      limit: CARD_ROWS,
      select: { kind: true, memberEmail: true, dueAt: true, status: true },
    }),
    payload.count({
      ...as,
      where: { and: [{ status: { in: OPEN_PRIVACY_REQUEST_STATUSES } }, { dueAt: { less_than: now.toISOString() } }] },
    }),
  ])
  return {
    open: {
      total: openRows.totalDocs,
      docs: openRows.docs,
      href: adminListHref(admin, 'privacy-requests', open, 'dueAt'),
    },
    late: { total: lateCount.totalDocs, href: adminListHref(admin, 'privacy-requests', late, 'dueAt') },
    admin,
  }
}

export type PrivacyRequestFigures = Awaited<ReturnType<typeof privacyRequestFigures>>
