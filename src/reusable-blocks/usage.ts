/**
 * Where a reusable block is placed: the pages whose 본문 블록 hold a 재사용 블록 naming it, as
 * they are now (the published page and its latest draft; older versions do not count, as for
 * media in src/media/usage.ts). Read past access: the hooks that use this decide for staff.
 */
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeDeleteHook,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'

export const REUSABLE_BLOCKS = 'reusable-blocks'

export interface ReusableBlockUse {
  id: number
  title: string
  path: string
}

/** The pages that place reusable block `id`, published or in their latest draft, by address. */
export async function findReusableBlockUsage(
  payload: Payload,
  id: number | string,
  req?: PayloadRequest,
): Promise<ReusableBlockUse[]> {
  const pages = new Map<number, ReusableBlockUse>()
  for (const draft of [false, true]) {
    const { docs } = await payload.find({
      collection: 'pages',
      // A field inside a block, by its name under the blocks field (Payload looks in every block).
      where: { 'layout.block': { equals: id } },
      draft,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
      select: { title: true, path: true },
    })
    for (const doc of docs) pages.set(doc.id, { id: doc.id, title: doc.title, path: doc.path })
  }
  return [...pages.values()].sort((a, b) => a.path.localeCompare(b.path))
}

const NAMED = 5

/** The Korean refusal: at most five pages by name and address, then how many more. */
export function usageMessage(uses: ReusableBlockUse[], name?: string | null): string {
  const named = uses
    .slice(0, NAMED)
    .map((use) => `「${use.title}」(${use.path})`)
    .join(', ')
  const more = uses.length > NAMED ? ` 외 ${uses.length - NAMED}곳` : ''
  const which = name ? ` 「${name}」` : ''
  return `이 재사용 블록${which}은 다음 페이지에서 쓰이고 있어 삭제할 수 없습니다: ${named}${more}. 먼저 그 페이지에서 재사용 블록을 빼 주세요.`
}

/** 409 with the pages named, shown by the admin as it is (the root afterError hook keeps public messages). */
export const refuseDeletingReusableBlockInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const uses = await findReusableBlockUsage(req.payload, id, req)
  if (uses.length === 0) return
  const block = await req.payload
    .findByID({ collection: REUSABLE_BLOCKS, id, depth: 0, overrideAccess: true, req, select: { name: true } })
    .catch(() => null)
  throw new APIError(usageMessage(uses, block?.name), 409, { uses }, true)
}

/**
 * Every page that shows the block is served from the page cache under its address's tag: an
 * edit expires exactly those pages, in this process and, through Postgres, in every other.
 */
export const expirePagesUsingReusableBlock: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  if (operation === 'create' || req.context.disableRevalidate) return doc
  const uses = await findReusableBlockUsage(req.payload, doc.id, req)
  await expireTags(
    uses.map((use) => cacheTags.page(use.path)),
    req,
  )
  return doc
}
