/**
 * Payload's side of the text policy (src/lib/text.ts) and the link rule (src/lib/link-rule.ts):
 *  - whatever staff type or paste into any collection or global (titles, names, rich text, notes)
 *    is stored as NFC without hidden characters, so the site's search, the admin's search and the
 *    members' find-ID compare alike;
 *  - every text and textarea field staff can edit refuses controls, direction controls, fillers and
 *    text that shows nothing, in Korean naming the field (after the field's own checks);
 *  - every rich-text link typed as an address follows the link rule.
 * Fields the admin hides or shows read-only are written by the site's code, not typed here; a
 * collection or field marked `custom: { typedText: false }` (records of what the site did) neither.
 */
import type { CollectionBeforeValidateHook, Field, GlobalBeforeValidateHook, Plugin, Validate } from 'payload'
import { richText as richTextValidation, textarea as textareaValidation, text as textValidation } from 'payload/shared'
import { checkLink } from './link-rule'
import { normalizeStrings, textProblem, textProblemMessage } from './text'

/** Typed secrets are compared as typed: never rewritten. */
const SECRETS = new Set(['password', 'confirm-password', 'confirmPassword'])

const normalizeData = <T>({ data }: { data?: T }): T | undefined => (data ? normalizeStrings(data, SECRETS) : data)
const collectionHook: CollectionBeforeValidateHook = normalizeData
const globalHook: GlobalBeforeValidateHook = normalizeData

const labelOf = (field: { label?: unknown; name?: string }) =>
  typeof field.label === 'string' ? field.label : (field.name ?? '입력한 글')

type LexicalNode = {
  type?: string
  text?: unknown
  value?: unknown
  fields?: { linkType?: string; url?: unknown }
  children?: LexicalNode[]
}

/** The first text of a rich-text value the text policy refuses (a direction override pasted into 본문), as a refusal. */
export function richTextTextProblem(label: string, value: unknown): string | undefined {
  const visit = (node: LexicalNode | undefined): string | undefined => {
    if (!node || typeof node !== 'object') return undefined
    if (node.type === 'text' && typeof node.text === 'string') {
      // A text node shows part of a line: what shows nothing alone (a space between two links) is fine.
      const problem = textProblem(node.text, { multiline: true })
      if (problem && problem !== 'nothing-visible') return textProblemMessage(label, problem)
    }
    for (const child of Array.isArray(node.children) ? node.children : []) {
      const found = visit(child)
      if (found) return found
    }
    return undefined
  }
  return visit((value as { root?: LexicalNode } | null)?.root)
}

/** The marks Word and 한글 put before a pasted list item ("·    첫째"), with the spaces after them. */
const PASTED_BULLET = /^[·•●○◦▪▫■□‧∙※]\s+/

const startsWithBullet = (node: LexicalNode) => {
  const first = node.type === 'paragraph' && Array.isArray(node.children) ? node.children[0] : undefined
  return first?.type === 'text' && typeof first.text === 'string' && PASTED_BULLET.test(first.text)
}

/** A paragraph that began with a pasted bullet, as the list item it was. */
function asListItem(paragraph: LexicalNode, index: number): LexicalNode {
  const [first, ...rest] = paragraph.children ?? []
  const text = String(first?.text ?? '').replace(PASTED_BULLET, '')
  const children = text ? [{ ...first, text }, ...rest] : rest
  return { ...paragraph, type: 'listitem', value: index + 1, children } as LexicalNode
}

/**
 * What pasting from Word or 한글 leaves in a rich-text value, put right before it is checked:
 *  - image blocks that hold no image are dropped: an image pasted from Word or 한글 arrives as an
 *    upload node without a file, which no one can see and which would later refuse publishing;
 *  - paragraphs that begin with a bullet mark ("·    ") become the bulleted list they were.
 */
function tidyPastedRichText(value: unknown): unknown {
  const tidy = (node: LexicalNode): LexicalNode => {
    if (!Array.isArray(node.children)) return node
    const children: LexicalNode[] = []
    for (const child of node.children) {
      if (child?.type === 'upload' && (child.value === null || child.value === undefined || child.value === ''))
        continue
      if (child && startsWithBullet(child)) {
        const previous = children.at(-1)
        if (previous?.type === 'list' && (previous as { pasted?: boolean }).pasted) {
          previous.children?.push(asListItem(child, previous.children.length))
          continue
        }
        children.push({
          type: 'list',
          listType: 'bullet',
          tag: 'ul',
          start: 1,
          version: 1,
          direction: (child as { direction?: unknown }).direction ?? null,
          format: '',
          indent: 0,
          pasted: true,
          children: [asListItem(child, 0)],
        } as LexicalNode)
        continue
      }
      children.push(tidy(child))
    }
    // The marker only groups neighbours while this pass runs.
    for (const child of children) delete (child as { pasted?: boolean }).pasted
    return { ...node, children }
  }
  const root = (value as { root?: LexicalNode } | null)?.root
  return root && typeof root === 'object' ? { ...(value as object), root: tidy(root) } : value
}

/** The first link of a rich-text value whose typed address breaks the link rule, as a refusal. */
export function richTextLinkProblem(label: string, value: unknown): string | undefined {
  const check = checkLink(`${label}의 링크 주소`, { required: true })
  const visit = (node: LexicalNode | undefined): string | undefined => {
    if (!node || typeof node !== 'object') return undefined
    if ((node.type === 'link' || node.type === 'autolink') && node.fields?.linkType !== 'internal') {
      const result = check(node.fields?.url)
      if (result !== true) return result
    }
    for (const child of Array.isArray(node.children) ? node.children : []) {
      const found = visit(child)
      if (found) return found
    }
    return undefined
  }
  return visit((value as { root?: LexicalNode } | null)?.root)
}

/** The field's own validation (or Payload's default for its type), then the policy's. */
function withPolicy(field: Field): Field {
  if (!('name' in field) || (field.type !== 'text' && field.type !== 'textarea' && field.type !== 'richText')) {
    return field
  }
  const label = labelOf(field)
  const own = field.validate as Validate | undefined
  const fallback = {
    text: textValidation,
    textarea: textareaValidation,
    richText: richTextValidation,
  }[field.type] as Validate
  const validate: Validate = async (value, options) => {
    // A link first: the editor's own check would refuse it too, but in English.
    const link = field.type === 'richText' ? richTextLinkProblem(label, value) : undefined
    if (link) return link
    const pasted = field.type === 'richText' ? richTextTextProblem(label, value) : undefined
    if (pasted) return pasted
    const result = await (own ?? fallback)(value, options)
    if (typeof result === 'string' || field.type === 'richText') return result
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'string') continue
      const problem = textProblem(item, { multiline: field.type === 'textarea' })
      if (problem) return textProblemMessage(label, problem)
    }
    return true
  }
  if (field.type !== 'richText') return { ...field, validate } as Field
  const hooks = field.hooks ?? {}
  const tidyPasted = ({ value }: { value?: unknown }) => tidyPastedRichText(value)
  return {
    ...field,
    validate,
    hooks: { ...hooks, beforeValidate: [tidyPasted, ...(hooks.beforeValidate ?? [])] },
  } as Field
}

/** Every field staff type into, at any depth (groups, rows, tabs, arrays, blocks), with the policy. */
function typedFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const admin = (field as { admin?: { hidden?: boolean; readOnly?: boolean } }).admin
    const custom = (field as { custom?: { typedText?: boolean } }).custom
    if (admin?.hidden || admin?.readOnly || custom?.typedText === false || ('virtual' in field && field.virtual)) {
      return field
    }
    if (field.type === 'tabs') {
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: typedFields(tab.fields) })) }
    }
    if (field.type === 'blocks') {
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: typedFields(block.fields) })) }
    }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: typedFields(field.fields) } as Field
    return withPolicy(field)
  })
}

const typed = (custom: unknown) => (custom as { typedText?: boolean } | undefined)?.typedText !== false

/** Adds the normalising hook first in every collection's and global's beforeValidate, and the policy to their fields. */
export const normalizedText: Plugin = (config) => ({
  ...config,
  blocks: config.blocks?.map((block) => ({ ...block, fields: typedFields(block.fields) })),
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: typed(collection.custom) ? typedFields(collection.fields) : collection.fields,
    hooks: { ...collection.hooks, beforeValidate: [collectionHook, ...(collection.hooks?.beforeValidate ?? [])] },
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    fields: typed(global.custom) ? typedFields(global.fields) : global.fields,
    hooks: { ...global.hooks, beforeValidate: [globalHook, ...(global.hooks?.beforeValidate ?? [])] },
  })),
})
