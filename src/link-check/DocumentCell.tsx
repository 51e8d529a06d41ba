'use client'
import type { DefaultCellComponentProps } from 'payload'
import { isEditPath } from './names'

/** The 문서 column of 깨진 링크: the document's name, a link to the screen that edits it. */
export function DocumentCell({ cellData, rowData }: DefaultCellComponentProps) {
  const name = typeof cellData === 'string' ? cellData : ''
  const href = (rowData as { editUrl?: unknown } | undefined)?.editUrl
  return isEditPath(href) ? (
    <a href={href} data-content="">
      {name}
    </a>
  ) : (
    <span data-content="">{name}</span>
  )
}
