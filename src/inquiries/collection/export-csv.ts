import type { PayloadHandler, PayloadRequest, Where } from 'payload'
import { parseParams } from 'payload'
import { combineWhereConstraints, mergeListSearchAndWhere } from 'payload/shared'
import { isAdminUser } from '@/access'
import { relationId } from '@/lib/relation-id'
import type { Inquiry } from '@/payload-types'
import { csvContentDisposition, csvHead, csvRow, type StaffName } from './csv'

/** Inquiries read per database query while the file streams out. */
export const EXPORT_PAGE_SIZE = 500
/** Ids of the list read per query (only the id column, so a larger page). */
const ID_PAGE_SIZE = 2000

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
 * Large exports stream: nothing is read before the client asks for more. The list's ids are read
 * 2 000 at a time (only the id column goes through Payload), then the rows 500 at a time by id.
 * Whole rows paged by offset were slower (50 000: 16–28 s through the Local API against about
 * 12 s this way), and all ids in one query held 50 000 documents at once (≈ 400 MB of heap). A row already written is never written again
 * (new inquiries arriving during the export push the pages down). Staff names come from one lookup
 * per page, only for accounts not seen yet. Each export is logged (export-logs and one log line)
 * before the file starts.
 */
export const exportInquiriesCsv: PayloadHandler = async (req) => {
  const { payload, user } = req
  if (!user) return Response.json({ message: '로그인한 관리자만 내려받을 수 있습니다.' }, { status: 403 })
  if (!isAdminUser(user)) {
    return Response.json({ message: '문의 목록 내려받기는 관리자만 할 수 있습니다.' }, { status: 403 })
  }

  const { search, filter, where, sort } = await listQueryOf(req)
  // Throws Payload's QueryError (400) for a field that does not exist or may not be read.
  const { totalDocs } = await payload.count({ collection: 'inquiries', where, req, overrideAccess: false })

  await payload.create({
    collection: 'export-logs',
    data: {
      user: user.id as number,
      userEmail: user.email,
      collectionSlug: 'inquiries',
      search: search ?? null,
      where: (filter ?? null) as Record<string, unknown> | null,
      sort: sort.join(','),
      rowCount: totalDocs,
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
      rowCount: totalDocs,
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

  /** Ids in the list's order, not yet written; refilled from the next id page when it runs low. */
  let pending: number[] = []
  let idPage = 0
  let idsDone = false
  /** Every id queued so far: each row is written once. */
  const seen = new Set<number>()
  const nextIds = async (): Promise<number[]> => {
    while (pending.length < EXPORT_PAGE_SIZE && !idsDone) {
      idPage += 1
      const { docs } = await payload.find({
        collection: 'inquiries',
        where,
        sort,
        // The id comes with any selection: the smallest column besides it.
        select: { referenceNumber: true },
        limit: ID_PAGE_SIZE,
        page: idPage,
        pagination: false,
        depth: 0,
        req,
        overrideAccess: false,
      })
      for (const { id } of docs) {
        if (seen.has(id)) continue
        seen.add(id)
        pending.push(id)
      }
      idsDone = docs.length < ID_PAGE_SIZE
    }
    const page = pending.slice(0, EXPORT_PAGE_SIZE)
    pending = pending.slice(EXPORT_PAGE_SIZE)
    return page
  }

  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvHead()))
    },
    // Called again only once the client has taken what was written: a slow download reads slowly.
    async pull(controller) {
      try {
        const page = await nextIds()
        if (page.length === 0) {
          controller.close()
          return
        }
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
        // In the list's order; a row deleted meanwhile is left out.
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
      'x-export-row-count': String(totalDocs),
    },
  })
}
