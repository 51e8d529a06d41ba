import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RenderBlocks } from '@/blocks/components'
import { RichText } from '@/components/richtext/RichText'

const paragraphWith = (node: Record<string, unknown>) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [
          {
            version: 3,
            direction: 'ltr',
            format: '',
            indent: 0,
            ...node,
            children: [{ type: 'text', version: 1, text: '링크 글', format: 0, mode: 'normal', style: '', detail: 0 }],
          },
        ],
      },
    ],
  },
})

const render = (node: Record<string, unknown>) =>
  // biome-ignore lint/suspicious/noExplicitAny: a hand-built Lexical state
  renderToStaticMarkup(createElement(RichText, { data: paragraphWith(node) as any }))

describe('stored rich-text links, rendered', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'http://x.example'])(
    'shows a link to %j saved before the link rule as plain text',
    (url) => {
      for (const type of ['link', 'autolink']) {
        const html = render({ type, fields: { linkType: 'custom', url, newTab: false } })
        expect(html).toContain('링크 글')
        expect(html).not.toContain('<a')
      }
    },
  )

  it('renders links to a site path and an https address', () => {
    expect(render({ type: 'link', fields: { linkType: 'custom', url: '/p/채용', newTab: false } })).toContain(
      'href="/p/채용"',
    )
    expect(render({ type: 'autolink', fields: { linkType: 'custom', url: 'https://example.com/a' } })).toContain(
      'href="https://example.com/a"',
    )
  })
})

describe('stored card links, rendered', () => {
  const cards = (href: string) =>
    renderToStaticMarkup(
      createElement(RenderBlocks, {
        blocks: [{ blockType: 'cards', id: 'c', cards: [{ id: 'a', title: '카드 제목', body: '내용', href }] }],
      }),
    )

  it.each(['/\\evil.example/login', '//evil.example', 'javascript:alert(1)', ' https://x.example'])(
    'shows a card whose link %j breaks the rule with a plain title',
    (href) => {
      const html = cards(href)
      expect(html).toContain('카드 제목')
      expect(html).not.toMatch(/<a[^>]*>카드 제목/)
    },
  )

  it('links a card to a site path', () => {
    expect(cards('/intro/page-a')).toMatch(/<a href="\/intro\/page-a">카드 제목<\/a>/)
  })
})
