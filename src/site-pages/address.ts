import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'
import { cleanAddressSegment, foldFullWidth } from '@/lib/text'
import { leaveRedirect, removeRedirectsTo } from '@/redirects/leave'
import { isSitePagePath, STAFF_PAGE_PREFIX } from '@/site-pages/paths'

/**
 * An address as staff type it, made canonical: Unicode NFC (Hangul typed on a Mac arrives
 * decomposed), full-width letters and signs as ASCII (ａｄｍｉｎ is admin), a pasted
 * percent-encoded address decoded, spaces as hyphens, Latin letters in lower case, no trailing
 * slash; a bare name ("채용 안내") goes under /p/.
 */
export function normalizePagePath(value: unknown): unknown {
  if (typeof value !== 'string') return value
  let path = value.trim()
  try {
    path = decodeURI(path)
  } catch {
    // Not percent-encoded: kept as typed.
  }
  path = foldFullWidth(path.normalize('NFC'))
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\/{2,}/g, '/')
  if (path.length > 1) path = path.replace(/\/$/, '')
  if (path === '' || isSitePagePath(path)) return path
  if (!path.startsWith('/')) path = `${STAFF_PAGE_PREFIX}${path}`
  return path.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
}

/**
 * A copy's address (복제): under /p/, named after the original's last segment and free
 * (/intro/page-a → /p/page-a-사본, then /p/page-a-사본-2): a fixed address belongs to its page alone.
 */
export async function copyPagePath({ value, req }: { value?: unknown; req: PayloadRequest }): Promise<string> {
  const last = (typeof value === 'string' && value.split('/').filter(Boolean).at(-1)) || '페이지'
  const base = `${STAFF_PAGE_PREFIX}${last}-사본`
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    const { totalDocs } = await req.payload.count({ collection: 'pages', where: { path: { equals: candidate } }, req })
    if (totalDocs === 0) return candidate
  }
}

/**
 * Fixed pages keep their address; other pages live under /p/ and cannot take a fixed one.
 * `previousValue` is the address the document has now (none while it is being created). A fixed
 * address is given only to its own page: the seed creates it, and it can never be deleted.
 */
export async function checkPagePath(
  value: unknown,
  { previousValue, req }: { previousValue?: unknown; req: PayloadRequest },
): Promise<true | string> {
  if (typeof value !== 'string' || value === '') return '페이지 주소를 입력해 주세요. 예: /p/채용-안내'
  const current = typeof previousValue === 'string' ? previousValue : undefined
  if (current && isSitePagePath(current) && value !== current) {
    return `이 페이지는 사이트 메뉴의 고정 페이지라서 주소(${current})를 바꿀 수 없습니다.`
  }
  if (isSitePagePath(value)) {
    if (value === current) return true
    const taken = current
      ? 1
      : (await req.payload.count({ collection: 'pages', where: { path: { equals: value } }, req })).totalDocs
    return taken === 0
      ? true
      : `「${value}」은(는) 사이트 메뉴의 고정 페이지 주소라서 쓸 수 없습니다. /p/ 로 시작하는 주소를 써 주세요. 예: /p/채용-안내`
  }
  if (!value.startsWith(STAFF_PAGE_PREFIX)) {
    return '새 페이지의 주소는 /p/ 로 시작해야 합니다. 예: /p/채용-안내'
  }
  const segments = value.slice(STAFF_PAGE_PREFIX.length).split('/')
  if (segments.length > 3) return '주소에는 한글, 영문, 숫자와 하이픈(-)만 쓸 수 있습니다. 예: /p/채용-안내'
  for (const part of segments) {
    // The site's text policy for addresses: nothing hidden, no look-alike letters.
    const checked = cleanAddressSegment(part)
    if ('problem' in checked) return checked.problem
  }
  if (value.length > 120) return '주소는 120자 이내로 써 주세요.'
  return true
}

type PageDoc = { id: number | string; path?: string; _status?: string | null }

/**
 * Publishing a page at a new address: the address it was served at until now, if it was
 * published there, and whether staff want a redirect left behind (ticked unless they untick it).
 */
export const noteMovedAddress: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || data._status !== 'published' || !originalDoc) return data
  const served = await req.payload.db.findOne<PageDoc>({
    collection: 'pages',
    where: { id: { equals: originalDoc.id } },
    req,
  })
  if (served?._status === 'published' && served.path && data.path && served.path !== data.path) {
    req.context.pageMovedFrom = data.leaveRedirect === false ? undefined : served.path
  }
  return data
}

/**
 * Which page is at which address changed (published, taken down, moved): the menus' links and
 * the redirects that point at a page follow it. A draft saved beside a draft changes nothing.
 */
export const pageAddressChanged: CollectionAfterChangeHook<PageDoc> = async ({ doc, previousDoc, req }) => {
  const moved = req.context.pageMovedFrom
  if (typeof moved === 'string') {
    req.context.pageMovedFrom = undefined
    await leaveRedirect(req, moved, Number(doc.id))
  }
  if (doc._status !== previousDoc?._status || doc.path !== previousDoc?.path) {
    await expireTags([cacheTags.pageAddresses], req)
  }
  return doc
}

export const pageAddressRemoved: CollectionAfterDeleteHook = async ({ req }) => {
  await expireTags([cacheTags.pageAddresses], req)
}

/** Before the page's row goes (which empties the redirects' link to it), its redirects go. */
export const pageRedirectsRemoved: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await removeRedirectsTo(req, id)
}
