import { describe, expect, it } from 'vitest'
import { excerpt, highlight, wordsOf } from '@/search/highlight'
import { plainTextOf } from '@/search/plain-text'

describe('search highlighting', () => {
  it('marks every occurrence of every word, inside longer words and whatever the case', () => {
    const pieces = highlight('예비창업 과정과 창업자 모임, Startup STARTUP', wordsOf('창업 startup'))
    expect(pieces.filter((piece) => piece.match).map((piece) => piece.text)).toEqual([
      '창업',
      '창업',
      'Startup',
      'STARTUP',
    ])
    expect(pieces.map((piece) => piece.text).join('')).toBe('예비창업 과정과 창업자 모임, Startup STARTUP')
  })

  it('takes regular-expression characters as text', () => {
    expect(
      highlight('a.b (c) a*b', ['(c)', 'a*b'])
        .filter((piece) => piece.match)
        .map((piece) => piece.text),
    ).toEqual(['(c)', 'a*b'])
  })

  it('prefers the longer of two overlapping words', () => {
    expect(highlight('창업자', wordsOf('창업 창업자'))).toEqual([{ text: '창업자', match: true }])
  })

  it('cuts a long text to a window around the first match', () => {
    const text = `${'가'.repeat(300)} 사회적창업가 ${'나'.repeat(300)}`
    const cut = excerpt(text, ['창업'], 120)
    expect(cut).toContain('사회적창업가')
    expect(cut.startsWith('…')).toBe(true)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(122)
    expect(excerpt('짧은 글', ['창업'])).toBe('짧은 글')
  })
})

describe("a post body's searchable text", () => {
  const text = (value: string) => ({
    type: 'text',
    text: value,
    version: 1,
    detail: 0,
    format: 0,
    mode: 'normal',
    style: '',
  })
  const block = (type: string, value: string, extra: object = {}) => ({
    type,
    version: 1,
    children: [text(value)],
    ...extra,
  })

  it('keeps every block apart, quotes included, so a snippet never runs two blocks into one word', () => {
    const body = {
      root: {
        type: 'root',
        version: 1,
        children: [
          block('heading', '절차 정비', { tag: 'h2' }),
          block('quote', '멘토가 “좋은 질문”을 던졌습니다.'),
          block('paragraph', '다음 단계'),
          {
            type: 'list',
            listType: 'bullet',
            version: 1,
            children: [block('listitem', '하나', { value: 1 }), block('listitem', '둘', { value: 2 })],
          },
          block('quote', '인용 끝'),
        ],
      },
    }
    expect(plainTextOf(body)).toBe('절차 정비 멘토가 “좋은 질문”을 던졌습니다. 다음 단계 하나 둘 인용 끝')
  })
})
