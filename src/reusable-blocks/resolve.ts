/**
 * A page's 본문 블록 with each placed 재사용 블록 replaced, in place, by the blocks it holds now:
 * the reusable blocks a page names are read in one query (their images populated), past access,
 * since the public never reads them but through a page. A reusable block that is gone shows
 * nothing. Used by the page reader for guests (cached) and staff's preview alike.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { Page, ReusableBlock } from '@/payload-types'
import { REUSABLE_BLOCKS } from './usage'

type LayoutBlock = NonNullable<Page['layout']>[number]
/** The blocks a page shows: its own kinds, never a reference. */
export type ShownBlock = Exclude<LayoutBlock, { blockType: 'reusableBlock' }>

const idOf = (value: number | ReusableBlock | null | undefined) =>
  value && typeof value === 'object' ? value.id : (value ?? undefined)

export async function resolveReusableBlocks(
  payload: Payload,
  layout: Page['layout'],
  req?: Partial<PayloadRequest>,
): Promise<ShownBlock[]> {
  const blocks = layout ?? []
  const ids = [
    ...new Set(
      blocks.flatMap((block) => (block.blockType === 'reusableBlock' ? [idOf(block.block)] : [])).filter(Boolean),
    ),
  ] as number[]
  const found = ids.length
    ? (
        await payload.find({
          collection: REUSABLE_BLOCKS,
          where: { id: { in: ids } },
          // The blocks' images and files, as a page's own blocks have them.
          depth: 1,
          pagination: false,
          overrideAccess: true,
          req,
          select: { layout: true },
        })
      ).docs
    : []
  const byId = new Map(found.map((doc) => [doc.id, doc.layout ?? []]))
  return blocks.flatMap((block): ShownBlock[] => {
    if (block.blockType !== 'reusableBlock') return [block]
    const inner = byId.get(idOf(block.block) as number) ?? []
    // Unique ids on the page, also when one reusable block is placed twice.
    return inner.map((item) => ({ ...item, id: `${block.id ?? ''}-${item.id ?? ''}` }))
  })
}
