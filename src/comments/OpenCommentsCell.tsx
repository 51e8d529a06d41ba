import type { DefaultServerCellComponentProps } from 'payload'

/** 열린 댓글 in a list of pages or posts: how many comments on the row's document are not 해결. */
export async function OpenCommentsCell({ payload, rowData, collectionSlug }: DefaultServerCellComponentProps) {
  if (!rowData?.id) return null
  const { totalDocs } = await payload.count({
    collection: 'comments',
    where: {
      and: [
        { 'document.relationTo': { equals: collectionSlug } },
        { 'document.value': { equals: rowData.id } },
        { resolved: { equals: false } },
      ],
    },
  })
  return <span>{totalDocs > 0 ? `${totalDocs}개` : '없음'}</span>
}
