'use client'

import { Pill, useRowLabel } from '@payloadcms/ui'
import './block-title.css'

/**
 * A page block's header in the admin: its number, its kind and its own 제목 as typed, instead of
 * Payload's separate block name, which staff never fill and which read "제목 없음" beside a filled
 * 제목. Given by the block's `admin.components.Label` (src/blocks/config.ts) with clientProps
 * `kind` (the block's label) and `fields` (the first filled one is the title).
 */
export function BlockTitle({ kind, fields = ['heading'] }: { kind: string; fields?: string[] }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const title = fields.map((name) => data?.[name]).find((value) => typeof value === 'string' && value.trim() !== '')
  return (
    <span className="block-title">
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill className="blocks-field__block-pill" pillStyle="white" size="small">
        {kind}
      </Pill>
      {typeof title === 'string' && <span className="block-title__text">{title}</span>}
    </span>
  )
}
