/**
 * Where a media item is used: found from the Payload config, not from a hand-kept list, so a
 * field added later (an upload field, a rich-text field, in a group, array or block) is covered.
 *
 * "Used" means the document as it is now: the published (main) version and the latest draft.
 * Older versions do not count (restoring one that names a deleted image shows it empty).
 */
import type { Block, CollectionSlug, Field, GlobalSlug, Payload, PayloadRequest, Where } from 'payload'

export const MEDIA = 'media'

/** A container on the way from the document to the field. */
export type Step = { kind: 'group' | 'array'; name: string } | { kind: 'blocks'; name: string; slug: string }

/** A field that can name a media item: an upload/relationship to it, or rich text (upload nodes). */
export interface MediaReference {
  kind: 'upload' | 'richText'
  steps: Step[]
  name: string
  /**
   * Korean labels from the outermost container to the field, for the message; an array's or a
   * block's label ends in ' ›' (read joined by spaces: 첫 화면 배경 이미지, 본문 블록 › 카드 목록 › 카드 › 이미지).
   */
  labels: string[]
  /** Relates to several collections: values are `{ relationTo, value }`. */
  polymorphic: boolean
}

type Label = unknown

function labelText(label: Label, fallback: string): string | undefined {
  if (label === false) return undefined
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, unknown>
    const text = byLanguage.ko ?? Object.values(byLanguage)[0]
    if (typeof text === 'string') return text
  }
  return fallback
}

const relatesToMedia = (relationTo: unknown) =>
  relationTo === MEDIA || (Array.isArray(relationTo) && relationTo.includes(MEDIA))

/**
 * Every field of `fields` that can reference a media item, however deep. `blocks` resolves
 * block references (`blockReferences`, config-level blocks).
 */
export function mediaReferences(
  fields: Field[],
  blocks: Block[] = [],
  steps: Step[] = [],
  labels: string[] = [],
): MediaReference[] {
  const found: MediaReference[] = []
  for (const field of fields) {
    const named = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    const label = named ? labelText('label' in field ? field.label : undefined, named) : undefined
    const trail = label ? [...labels, label] : labels
    switch (field.type) {
      case 'upload':
      case 'relationship':
        if (named && relatesToMedia(field.relationTo)) {
          found.push({
            kind: 'upload',
            steps,
            name: named,
            labels: trail,
            polymorphic: Array.isArray(field.relationTo),
          })
        }
        break
      case 'richText':
        if (named) found.push({ kind: 'richText', steps, name: named, labels: trail, polymorphic: false })
        break
      case 'group':
        if (named)
          found.push(...mediaReferences(field.fields, blocks, [...steps, { kind: 'group', name: named }], trail))
        else found.push(...mediaReferences(field.fields, blocks, steps, labels))
        break
      case 'array':
        found.push(
          ...mediaReferences(
            field.fields,
            blocks,
            [...steps, { kind: 'array', name: field.name }],
            label ? [...labels, `${label} ›`] : labels,
          ),
        )
        break
      case 'blocks': {
        const all = [
          ...(field.blocks ?? []),
          ...(field.blockReferences ?? []).map((block) =>
            typeof block === 'string' ? blocks.find((candidate) => candidate.slug === block) : block,
          ),
        ]
        for (const block of all) {
          if (!block) continue
          const blockLabel = labelText(block.labels?.singular, block.slug)
          found.push(
            ...mediaReferences(
              block.fields,
              blocks,
              [...steps, { kind: 'blocks', name: field.name, slug: block.slug }],
              [...labels, ...(label ? [`${label} ›`] : []), ...(blockLabel ? [`${blockLabel} ›`] : [])],
            ),
          )
        }
        break
      }
      case 'row':
      case 'collapsible':
        found.push(...mediaReferences(field.fields, blocks, steps, labels))
        break
      case 'tabs':
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name) {
            const tabLabel = labelText(tab.label, tab.name)
            found.push(
              ...mediaReferences(
                tab.fields,
                blocks,
                [...steps, { kind: 'group', name: tab.name }],
                tabLabel ? [...labels, tabLabel] : labels,
              ),
            )
          } else found.push(...mediaReferences(tab.fields, blocks, steps, labels))
        }
        break
      default:
        break
    }
  }
  return found
}

/** The values a reference points at in one document (several inside arrays and blocks). */
export function valuesAt(data: unknown, reference: Pick<MediaReference, 'steps' | 'name'>): unknown[] {
  let level: unknown[] = [data]
  for (const step of reference.steps) {
    const next: unknown[] = []
    for (const item of level) {
      const value = (item as Record<string, unknown> | null)?.[step.name]
      if (step.kind === 'group') {
        if (value && typeof value === 'object') next.push(value)
      } else if (Array.isArray(value)) {
        for (const row of value) {
          if (step.kind !== 'blocks' || (row as { blockType?: unknown })?.blockType === step.slug) next.push(row)
        }
      }
    }
    level = next
  }
  return level.map((item) => (item as Record<string, unknown> | null)?.[reference.name]).filter((v) => v != null)
}

const sameId = (value: unknown, id: string | number) => {
  const candidate = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return candidate != null && String(candidate) === String(id)
}

/** Whether rich text (Lexical JSON) holds an upload node, or any other relation, to this media item. */
export function richTextMentions(value: unknown, id: string | number): boolean {
  if (Array.isArray(value)) return value.some((item) => richTextMentions(item, id))
  if (!value || typeof value !== 'object') return false
  const node = value as Record<string, unknown>
  if (node.relationTo === MEDIA && sameId(node.value, id)) return true
  return Object.values(node).some((child) => child && typeof child === 'object' && richTextMentions(child, id))
}

/** Whether one value of a reference names this media item. */
export function mentions(reference: MediaReference, value: unknown, id: string | number): boolean {
  if (reference.kind === 'richText') return richTextMentions(value, id)
  const values = Array.isArray(value) ? value : [value]
  return values.some((item) =>
    reference.polymorphic
      ? (item as { relationTo?: unknown })?.relationTo === MEDIA && sameId((item as { value?: unknown }).value, id)
      : sameId(item, id),
  )
}

/** A place that uses the media item, as staff know it. */
export interface MediaUse {
  /** The collection's or global's label, e.g. 뉴스. */
  owner: string
  /** The document's title; none for a global. */
  title?: string
  /** The field, e.g. 첫 화면 배경 이미지. */
  field: string
  collection?: string
  global?: string
  id?: string | number
}

const NAMED = 5

/** The Korean refusal: which file, at most five places by name, then how many more. */
export function usageMessage(
  uses: MediaUse[],
  { mimeType, filename }: { mimeType?: string | null; filename?: string | null } = {},
): string {
  const [noun, topic, object] = mimeType?.startsWith('image/')
    ? ['이미지', '는', '를']
    : mimeType?.startsWith('video/')
      ? ['동영상', '은', '을']
      : ['파일', '은', '을']
  const place = (use: MediaUse) => `${use.owner}${use.title !== undefined ? ` 「${use.title}」` : ''}(${use.field})`
  const named = uses.slice(0, NAMED).map(place).join(', ')
  const more = uses.length > NAMED ? ` 외 ${uses.length - NAMED}곳` : ''
  const which = filename ? `(${filename})` : ''
  return `이 ${noun}${which}${topic} 다음 곳에서 쓰이고 있어 삭제할 수 없습니다: ${named}${more}. 먼저 그곳에서 ${noun}${object} 바꾸거나 빼 주세요.`
}

const labelOf = (labels: unknown, fallback: string) => labelText(labels, fallback) ?? fallback

/** Collections Payload keeps for itself (locks, preferences, jobs…) never count as a use. */
const isPayloadInternal = (slug: string) => slug.startsWith('payload-')

/** The dotted path Payload's `where` accepts, for references outside blocks (blocks are scanned). */
const queryPath = (reference: MediaReference) =>
  reference.steps.some((step) => step.kind === 'blocks')
    ? undefined
    : [...reference.steps.map((step) => step.name), reference.name].join('.')

type Doc = Record<string, unknown> & { id: string | number }

/**
 * Every place that uses media item `id` now (published or latest draft), through the Local API:
 * upload fields outside blocks with a `where` query; fields inside blocks and rich text by reading
 * only the top-level fields that hold them and walking the values.
 */
export async function findMediaUsage(payload: Payload, id: string | number, req?: PayloadRequest): Promise<MediaUse[]> {
  const uses = new Map<string, MediaUse>()
  const add = (use: MediaUse) => uses.set(`${use.collection ?? use.global}:${use.id ?? ''}:${use.field}`, use)
  const configBlocks = (payload.config.blocks ?? []) as Block[]
  const common = { depth: 0, overrideAccess: true, req, pagination: false } as const

  for (const collection of payload.config.collections) {
    if (isPayloadInternal(collection.slug)) continue
    const references = mediaReferences(collection.fields, configBlocks)
    if (references.length === 0) continue
    const slug = collection.slug as CollectionSlug
    const owner = labelOf(collection.labels?.singular, slug)
    const titleField = collection.admin?.useAsTitle ?? 'id'
    const titleOf = (doc: Doc) => {
      const title = doc[titleField]
      return typeof title === 'string' && title.trim() ? title : '제목 없음'
    }
    const drafts = collection.versions && typeof collection.versions === 'object' && collection.versions.drafts
    const readings = drafts ? [false, true] : [false]
    const queried = references.filter((reference) => reference.kind === 'upload' && queryPath(reference))
    const scanned = references.filter((reference) => !queried.includes(reference))

    for (const draft of readings) {
      for (const reference of queried) {
        const path = queryPath(reference) as string
        const where: Where = reference.polymorphic
          ? { and: [{ [`${path}.relationTo`]: { equals: MEDIA } }, { [`${path}.value`]: { equals: id } }] }
          : { [path]: { equals: id } }
        const { docs } = await payload.find({
          ...common,
          collection: slug,
          draft,
          where,
          select: { [titleField]: true },
        })
        for (const doc of docs as unknown as Doc[]) {
          add({ owner, title: titleOf(doc), field: reference.labels.join(' '), collection: slug, id: doc.id })
        }
      }
      if (scanned.length === 0) continue
      const topLevel = new Set(scanned.map((reference) => reference.steps[0]?.name ?? reference.name))
      const { docs } = await payload.find({
        ...common,
        collection: slug,
        draft,
        select: Object.fromEntries([...topLevel, titleField].map((name) => [name, true])),
      })
      for (const doc of docs as unknown as Doc[]) {
        for (const reference of scanned) {
          if (valuesAt(doc, reference).some((value) => mentions(reference, value, id))) {
            add({ owner, title: titleOf(doc), field: reference.labels.join(' '), collection: slug, id: doc.id })
          }
        }
      }
    }
  }

  for (const global of payload.config.globals) {
    const references = mediaReferences(global.fields, configBlocks)
    if (references.length === 0) continue
    const owner = labelOf(global.label, global.slug)
    const drafts = global.versions && typeof global.versions === 'object' && global.versions.drafts
    for (const draft of drafts ? [false, true] : [false]) {
      const doc = await payload.findGlobal({
        slug: global.slug as GlobalSlug,
        depth: 0,
        overrideAccess: true,
        req,
        draft,
      })
      for (const reference of references) {
        if (valuesAt(doc, reference).some((value) => mentions(reference, value, id))) {
          add({ owner, field: reference.labels.join(' '), global: global.slug })
        }
      }
    }
  }
  return [...uses.values()]
}
