/**
 * One link check: reads what the site serves and every link staff wrote (Local API, depth 0), judges
 * each link (./classify.ts; other sites' addresses through ./external.ts), and replaces the rows of
 * `link-checks` with the broken and unanswered ones in one transaction, so the dashboard never
 * shows half a run. The run's own figures go to Payload's key-value store (`payload.kv`).
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type Where } from 'payload'
import { z } from 'zod'
import { isSuperseded, type LegalVersionFacts, legalPaths } from '@/legal/versions'
import {
  classifyTarget,
  type IndexedPost,
  type LinkStatus,
  normalizeSitePath,
  type SiteIndex,
  shownAddress,
} from './classify'
import { checkExternalAddresses, type ExternalCheckOptions } from './external'
import {
  type LinkOccurrence,
  legalLinks,
  menuTarget,
  pageLinks,
  postLinks,
  redirectLinks,
  settingsLinks,
} from './extract'
import { LINK_CHECKS } from './names'

/** At most this many rows are kept; a site with more broken links has a bigger problem to see first. */
export const MAX_ROWS = 1000
const PAGE_SIZE = 200

export const LAST_RUN_KEY = 'link-check:last-run'

export const lastRunSchema = z.object({
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  /** Links looked at. */
  links: z.number().int().min(0),
  broken: z.number().int().min(0),
  unreachable: z.number().int().min(0),
  /** Whether other sites were asked (LINK_CHECK_EXTERNAL). */
  external: z.boolean(),
  /** Other sites' addresses not asked because the run's time ran out. */
  unchecked: z.number().int().min(0).default(0),
})

export type LastRun = z.infer<typeof lastRunSchema>

/** The last finished run, or null (never run, or a value this version cannot read). */
export async function lastRun(payload: Payload): Promise<LastRun | null> {
  const stored = await payload.kv.get(LAST_RUN_KEY)
  const parsed = lastRunSchema.safeParse(stored)
  return parsed.success ? parsed.data : null
}

export interface LinkCheckOptions {
  /** false: other sites are not asked; otherwise how (tests pass their local server's certificate). */
  external?: ExternalCheckOptions | false
  /** The site's origin (SITE_URL): its own https addresses are checked as paths. */
  siteOrigin?: string
  now?: Date
}

type Doc = Record<string, unknown> & { id: number | string }

/** Every document of a collection, a page of them at a time. */
async function allDocs(
  payload: Payload,
  collection: 'pages' | 'news' | 'impact-stories' | 'redirects' | 'legal-versions',
  select: Record<string, true>,
): Promise<Doc[]> {
  const docs: Doc[] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection,
      depth: 0,
      draft: false,
      overrideAccess: true,
      limit: PAGE_SIZE,
      page,
      sort: 'id',
      select,
    })
    docs.push(...(result.docs as unknown as Doc[]))
    if (!result.hasNextPage) return docs
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Uploaded files' names (and their sizes' names) among `names`. */
async function existingMediaFiles(payload: Payload, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const sizes = (payload.collections.media?.config.upload?.imageSizes ?? []).map((size) => size.name)
  const where: Where = {
    or: [{ filename: { in: names } }, ...sizes.map((size) => ({ [`sizes.${size}.filename`]: { in: names } }))],
  }
  const { docs } = await payload.find({ collection: 'media', where, pagination: false, depth: 0, overrideAccess: true })
  const found = new Set<string>()
  for (const doc of docs as unknown as { filename?: string; sizes?: Record<string, { filename?: string | null }> }[]) {
    if (doc.filename) found.add(doc.filename)
    for (const size of Object.values(doc.sizes ?? {})) if (size?.filename) found.add(size.filename)
  }
  return found
}

/** What the check found: every link, and the rows to store. */
export interface LinkCheckResult {
  summary: LastRun
  rows: LinkCheckRow[]
}

export interface LinkCheckRow {
  status: LinkStatus
  address: string
  reason: string
  httpStatus?: number
  source: LinkOccurrence['source']['kind']
  sourceId?: string
  document: string
  place: string
  editUrl: string
  checkedAt: string
}

/** Reads the site and judges every link; stores nothing. */
export async function checkLinks(payload: Payload, options: LinkCheckOptions = {}): Promise<LinkCheckResult> {
  const startedAt = options.now ?? new Date()
  const admin = payload.config.routes.admin
  const postSelect = { title: true, _status: true, publishedAt: true, body: true } as const
  const legalSelect = {
    title: true,
    document: true,
    effectiveDate: true,
    noticeStartsAt: true,
    noticeDays: true,
    adverse: true,
    body: true,
  } as const
  const [pages, news, stories, redirects, settings, legal] = await Promise.all([
    allDocs(payload, 'pages', { title: true, path: true, _status: true, layout: true }),
    allDocs(payload, 'news', postSelect),
    allDocs(payload, 'impact-stories', postSelect),
    allDocs(payload, 'redirects', { from: true, kind: true, page: true, post: true, route: true, url: true }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
    allDocs(payload, 'legal-versions', legalSelect),
  ])

  const postIndex = (docs: Doc[]) =>
    new Map<string, IndexedPost>(
      docs.map((doc) => [
        String(doc.id),
        {
          id: doc.id,
          title: text(doc.title),
          published: doc._status === 'published',
          publishedAt: typeof doc.publishedAt === 'string' ? doc.publishedAt : null,
        },
      ]),
    )
  const indexedPages = pages.map((page) => ({
    id: page.id,
    title: text(page.title),
    path: normalizeSitePath(text(page.path)) ?? text(page.path),
    published: page._status === 'published',
  }))
  const index: SiteIndex = {
    now: startedAt,
    siteOrigin: options.siteOrigin ? new URL(options.siteOrigin).origin : undefined,
    pagesById: new Map(indexedPages.map((page) => [String(page.id), page])),
    pagesByPath: new Map(indexedPages.map((page) => [page.path, page])),
    posts: { news: postIndex(news), 'impact-stories': postIndex(stories) },
    redirects: new Map(),
    legal: new Set(legalPaths(legal as unknown as LegalVersionFacts[], startedAt)),
    mediaFiles: new Set(),
  }
  // A redirect's old address is served while its target is: a page, a post, a screen, or any
  // https address (src/redirects/lookup.ts does not ask other sites).
  for (const redirect of redirects) {
    const from = normalizeSitePath(text(redirect.from))
    const target = menuTarget(redirect)
    if (!from || !target) continue
    const verdict = classifyTarget(target, index)
    index.redirects.set(from, 'external' in verdict || verdict.ok)
  }

  const occurrences: LinkOccurrence[] = [
    ...pages.filter((page) => page._status === 'published').flatMap((page) => pageLinks(page, admin)),
    ...news.filter((post) => post._status === 'published').flatMap((post) => postLinks(post, 'news', admin)),
    ...stories
      .filter((post) => post._status === 'published')
      .flatMap((post) => postLinks(post, 'impact-stories', admin)),
    // The texts in effect and those still to come; earlier versions are a record and stay as they were.
    ...legal
      .filter(
        (version) =>
          !isSuperseded(version as unknown as LegalVersionFacts, legal as unknown as LegalVersionFacts[], startedAt),
      )
      .flatMap((version) => legalLinks(version, admin)),
    ...settingsLinks(settings as unknown as Record<string, unknown>, admin),
    ...redirects.flatMap((redirect) => redirectLinks(redirect, admin)),
  ]

  // Files linked by address: one query for the names asked.
  const fileNames = occurrences.flatMap(({ target }) => {
    if (target.type !== 'url') return []
    const path = target.value.startsWith('/') ? normalizeSitePath(target.value) : undefined
    const name = path?.startsWith('/api/media/file/') ? path.slice('/api/media/file/'.length) : undefined
    return name && !name.includes('/') ? [name] : []
  })
  index.mediaFiles = await existingMediaFiles(payload, [...new Set(fileNames)])

  const judged = occurrences.map((occurrence) => ({ occurrence, verdict: classifyTarget(occurrence.target, index) }))
  const external = options.external !== false
  const asked = [...new Set(judged.flatMap(({ verdict }) => ('external' in verdict ? [verdict.external] : [])))]
  const answers = external ? await checkExternalAddresses(asked, options.external || {}) : new Map()

  const checkedAt = startedAt.toISOString()
  const rows: LinkCheckRow[] = []
  for (const { occurrence, verdict } of judged) {
    const final = 'external' in verdict ? answers.get(verdict.external) : verdict
    if (!final || final.ok) continue
    rows.push({
      status: final.status,
      address: shownAddress(occurrence.target, index),
      reason: final.reason,
      ...(final.httpStatus ? { httpStatus: final.httpStatus } : {}),
      source: occurrence.source.kind,
      ...(occurrence.source.id === undefined ? {} : { sourceId: String(occurrence.source.id) }),
      document: occurrence.source.document,
      place: occurrence.place,
      editUrl: occurrence.source.editUrl,
      checkedAt,
    })
  }
  // Broken before unanswered, then as the site is read: pages, posts, settings, redirects.
  rows.sort((a, b) => (a.status === b.status ? 0 : a.status === 'broken' ? -1 : 1))
  const count = (status: LinkStatus) => rows.filter((row) => row.status === status).length
  return {
    rows: rows.slice(0, MAX_ROWS),
    summary: {
      startedAt: checkedAt,
      finishedAt: new Date().toISOString(),
      links: occurrences.length,
      broken: count('broken'),
      unreachable: count('unreachable'),
      external,
      unchecked: external ? asked.filter((address) => !answers.has(address)).length : 0,
    },
  }
}

/** Runs a check and replaces the stored rows and the last run's figures with its findings. */
export async function runLinkCheck(payload: Payload, options: LinkCheckOptions = {}): Promise<LastRun> {
  const { rows, summary } = await checkLinks(payload, options)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await payload.db.deleteMany({ collection: LINK_CHECKS, where: {}, req })
    for (const row of rows) {
      await payload.create({ collection: LINK_CHECKS, data: row, req, overrideAccess: true, depth: 0 })
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await payload.kv.set(LAST_RUN_KEY, summary)
  return summary
}
