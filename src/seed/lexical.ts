/**
 * A tiny builder for Payload's Lexical editor state (the JSON stored in richText fields), so the
 * seed can write rich text without an editor. Node shapes follow what the editor itself saves:
 * lexical's exportJSON and @payloadcms/richtext-lexical's LinkNode (version 3, `fields`).
 */

type TextNode = {
  type: 'text'
  text: string
  format: number
  mode: 'normal'
  style: ''
  detail: 0
  version: 1
}

type LinkNode = {
  type: 'link'
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: TextNode[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 3
}

type Inline = TextNode | LinkNode

type ElementBase<Type extends string, Child> = {
  type: Type
  children: Child[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 1
}

type Paragraph = ElementBase<'paragraph', Inline> & { textFormat: number; textStyle: '' }
type Heading = ElementBase<'heading', Inline> & { tag: 'h2' | 'h3' }
type Quote = ElementBase<'quote', Inline>
type ListItem = ElementBase<'listitem', Inline> & { value: number }
type List = ElementBase<'list', ListItem> & { listType: 'bullet' | 'number'; start: 1; tag: 'ul' | 'ol' }

export type BlockNode = Paragraph | Heading | Quote | List

/** The richText field value, shaped as in src/payload-types.ts. */
export interface EditorState {
  root: {
    type: string
    children: { type: string; version: number; [k: string]: unknown }[]
    direction: 'ltr' | 'rtl' | null
    format: 'left' | 'start' | 'center' | 'right' | 'end' | 'justify' | ''
    indent: number
    version: number
  }
  [k: string]: unknown
}

/** Inline content: plain strings become text nodes. */
export type InlineInput = string | Inline

const TEXT_FORMAT = { bold: 1, italic: 2 } as const

export function text(value: string, style?: keyof typeof TEXT_FORMAT): TextNode {
  return {
    type: 'text',
    text: value,
    format: style ? TEXT_FORMAT[style] : 0,
    mode: 'normal',
    style: '',
    detail: 0,
    version: 1,
  }
}

export const bold = (value: string) => text(value, 'bold')

const inline = (content: InlineInput[]): Inline[] =>
  content.map((item) => (typeof item === 'string' ? text(item) : item))

const element = <Type extends string, Child>(type: Type, children: Child[]): ElementBase<Type, Child> => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})

/** An external link; opens in a new tab unless told otherwise. */
export function link(label: string, url: string, newTab = true): LinkNode {
  return {
    type: 'link',
    fields: { linkType: 'custom', url, newTab },
    children: [text(label)],
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 3,
  }
}

export function paragraph(...content: InlineInput[]): Paragraph {
  const children = inline(content)
  // Lexical keeps the format of the paragraph's first text, as new text typed into it gets.
  const first = children[0]
  return { ...element('paragraph', children), textFormat: first?.type === 'text' ? first.format : 0, textStyle: '' }
}

export const heading = (tag: 'h2' | 'h3', ...content: InlineInput[]): Heading => ({
  ...element('heading', inline(content)),
  tag,
})

export const h2 = (...content: InlineInput[]) => heading('h2', ...content)
export const h3 = (...content: InlineInput[]) => heading('h3', ...content)

export const quote = (...content: InlineInput[]): Quote => element('quote', inline(content))

function list(listType: 'bullet' | 'number', items: (InlineInput | InlineInput[])[]): List {
  return {
    ...element(
      'list',
      items.map((item, index) => ({
        ...element('listitem', inline(Array.isArray(item) ? item : [item])),
        value: index + 1,
      })),
    ),
    listType,
    start: 1,
    tag: listType === 'bullet' ? 'ul' : 'ol',
  }
}

export const bullets = (items: (InlineInput | InlineInput[])[]) => list('bullet', items)
export const numbered = (items: (InlineInput | InlineInput[])[]) => list('number', items)

export function richText(...blocks: BlockNode[]): EditorState {
  return {
    root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: blocks },
  }
}
