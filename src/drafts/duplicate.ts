import type { FieldHook } from 'payload'

/**
 * What 복제 changes in the copy (Payload's `beforeDuplicate` field hooks): staff see at once which
 * document is the copy, and a copied post is not dated as its original.
 */
const COPY_MARK = ' (사본)'

/** "회사 소개" → "회사 소개 (사본)", within the field's `maxLength`. */
export const copyTitle =
  (maxLength = Number.POSITIVE_INFINITY): FieldHook =>
  ({ value }) =>
    typeof value === 'string' && value.trim() !== ''
      ? `${value.slice(0, maxLength - COPY_MARK.length).trimEnd()}${COPY_MARK}`
      : value

/** A copy is dated when it is made; staff set its 게시일 before publishing it. */
export const dateCopyNow: FieldHook = () => new Date().toISOString()
