import type { PayloadHandler, PayloadRequest, Where } from 'payload'
import { parseParams } from 'payload'
import { combineWhereConstraints, mergeListSearchAndWhere } from 'payload/shared'
import { isAdminUser } from '@/access'
import type { Inquiry } from '@/payload-types'
import { csvContentDisposition, csvHead, csvRow, relationId, type StaffName } from './csv'

/** Inquiries read per database query while the file streams out. */
export const EXPORT_PAGE_SIZE = 500

/**
 * What the admin list shows for this query string, built the way Payload's list view builds it
 * (@payloadcms/next views/List): `where` (the filters) combined with the collection's base filter,
 * then `search` as an OR of `like` over `admin.listSearchableFields`, hoisted into an AND.
 * `sort` as the list sends it, else the collection's default; `id` breaks ties so the order is stable.
 */
export async function listQueryOf(req: PayloadRequest) {
  const collectionConfig = req.payload.collections.inquiries.config
  const params = parseParams({ ...(req.query ?? {}) } as Parameters<typeof parseParams>[0])
  const search = typeof req.query?.search === 'string' && req.query.search !== '' ? req.query.search : undefined
  const filter = params.where && typeof params.where === 'object' ? (params.where as Where) : undefined
  const baseFilter = await (collectionConfig.admin?.baseFilter ?? collectionConfig.admin?.baseListFilter)?.({
    limit: EXPORT_PAGE_SIZE,
    page: 1,
    req,
    sort: typeof collectionConfig.defaultSort === 'string' ? collectionConfig.defaultSort : '-createdAt',
  })
  const where = mergeListSearchAndWhere({
    collectionConfig,
    search: search ?? '',
    where: combineWhereConstraints([filter, baseFilter ?? undefined]),
  })
  const requested = params.sort?.length
    ? params.sort
    : [typeof collectionConfig.defaultSort === 'string' ? collectionConfig.defaultSort : '-createdAt']
  const sort = requested.some((field) => field.replace(/^-/, '') === 'id') ? requested : [...requested, '-id']
  return { search, filter, where, sort }
}

/**
 * GET /api/inquiries/export.csv — every inquiry the admin list shows for the same query string
 * (`search`, `where`, `sort`; all pages, not just the one on screen), for admins only.
 *
 * Large exports: the matching ids are read first (one small query, and a fixed set even if rows
 * change meanwhile), then the rows go out 500 at a time as the client reads them, so 50 000
 * inquiries never sit in memory at once. Staff names come from one lookup per page, only for
 * accounts not seen yet. Each export is logged (export-logs and one log line) before it starts.
 */
export const exportInquiriesCsv: PayloadHandler = async (req) => {
  const { payload, user } = req
  if (!user) return Response.json({ message: '로그인한 관리자만 내려받을 수 있습니다.' }, { status: 403 })
  if (!isAdminUser(user)) {
    return Response.json({ message: '문의 목록 내려받기는 관리자만 할 수 있습니다.' }, { status: 403 })
  }

  const { search, filter, where, sort } = await listQueryOf(req)
  // Throws Payload's QueryError (400) for a field that does not exist or may not be read.
  const { docs: matched } = await payload.find({
    collection: 'inquiries',
    where,
    sort,
    // The id comes with any selection: the smallest column besides it.
    select: { referenceNumber: true },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  const ids = matched.map((doc) => doc.id)

  await payload.create({
    collection: 'export-logs',
    data: {
      user: user.id as number,
      userEmail: user.email,
      collectionSlug: 'inquiries',
      search: search ?? null,
      where: (filter ?? null) as Record<string, unknown> | null,
      sort: sort.join(','),
      rowCount: ids.length,
    },
    overrideAccess: true,
  })
  payload.logger.info(
    {
      event: 'inquiry-export',
      userId: user.id,
      userEmail: user.email,
      search,
      where: filter,
      sort,
      rowCount: ids.length,
    },
    '문의 목록을 CSV로 내려받았습니다',
  )

  const staff = new Map<number, StaffName>()
  const lookup = (id: number) => staff.get(id)
  /** The staff accounts a page names and this export has not looked up yet, in one query. */
  const loadStaff = async (docs: Inquiry[]) => {
    const wanted = new Set<number>()
    for (const doc of docs) {
      for (const value of [doc.assignee, ...(doc.statusHistory ?? []).map((entry) => entry.changedBy)]) {
        const id = relationId(value)
        if (id !== undefined && !staff.has(id)) wanted.add(id)
      }
    }
    if (wanted.size === 0) return
    const { docs: users } = await payload.find({
      collection: 'users',
      where: { id: { in: [...wanted] } },
      select: { name: true, email: true },
      pagination: false,
      depth: 0,
      req,
      overrideAccess: false,
    })
    for (const found of users) staff.set(found.id, { name: found.name, email: found.email })
  }

  const encoder = new TextEncoder()
  let next = 0
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvHead()))
    },
    // Called again only once the client has taken what was written: a slow download reads slowly.
    async pull(controller) {
      if (next >= ids.length) {
        controller.close()
        return
      }
      const page = ids.slice(next, next + EXPORT_PAGE_SIZE)
      next += page.length
      try {
        const { docs } = await payload.find({
          collection: 'inquiries',
          where: { id: { in: page } },
          pagination: false,
          depth: 0,
          req,
          overrideAccess: false,
        })
        await loadStaff(docs)
        const byId = new Map(docs.map((doc) => [doc.id, doc]))
        let text = ''
        // In the list's order; a row deleted since the export began is left out.
        for (const id of page) {
          const doc = byId.get(id)
          if (doc) text += csvRow(doc, lookup)
        }
        controller.enqueue(encoder.encode(text))
      } catch (error) {
        payload.logger.error({ err: error, event: 'inquiry-export' }, '문의 CSV를 쓰다가 멈췄습니다')
        controller.error(error)
      }
    },
  })

  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': csvContentDisposition(),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-export-row-count': String(ids.length),
    },
  })
}
