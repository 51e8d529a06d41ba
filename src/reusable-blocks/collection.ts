import type { CollectionConfig } from 'payload'
import { editors } from '@/access'
import { pageBlocks } from '@/blocks/config'
import { expirePagesUsingReusableBlock, REUSABLE_BLOCKS, refuseDeletingReusableBlockInUse } from './usage'

/**
 * 재사용 블록: blocks staff define once and place on several pages (the page block 재사용 블록,
 * src/blocks/config.ts). Its blocks are the pages' own kinds, never another reusable block. Staff
 * read and write them; the public reads them only inside a page, rendered by the server
 * (src/reusable-blocks/resolve.ts), never through the API. No drafts: a save shows on every page
 * that places it at once (the pages' cache is expired by address), and a block in use cannot be
 * deleted (the refusal names the pages).
 */
export const ReusableBlocks: CollectionConfig = {
  slug: REUSABLE_BLOCKS,
  labels: { singular: '재사용 블록', plural: '재사용 블록' },
  admin: {
    useAsTitle: 'name',
    group: '콘텐츠',
    defaultColumns: ['name', 'updatedAt'],
    description:
      '여러 페이지에 같은 내용을 보여 줄 블록입니다. 페이지의 본문 블록에서 "재사용 블록"을 골라 놓으면, 여기서 고친 내용이 그 페이지들에 함께 바뀝니다.',
  },
  access: { read: editors, create: editors, update: editors, delete: editors },
  hooks: {
    afterChange: [expirePagesUsingReusableBlock],
    beforeDelete: [refuseDeletingReusableBlockInUse],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: '이름',
      required: true,
      unique: true,
      maxLength: 80,
      admin: { description: '직원이 고를 때 보는 이름입니다. 사이트에는 나오지 않습니다.' },
    },
    {
      name: 'usage',
      type: 'ui',
      label: '쓰이는 페이지',
      admin: {
        position: 'sidebar',
        components: { Field: '@/reusable-blocks/ReusableBlockUsage#ReusableBlockUsage' },
      },
    },
    {
      name: 'layout',
      type: 'blocks',
      label: '블록',
      labels: { singular: '블록', plural: '블록' },
      minRows: 1,
      required: true,
      blocks: pageBlocks,
    },
  ],
}
