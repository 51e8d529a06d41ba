import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { communityPostCollection } from '@/community/collection/communityPost'
import { LegalVersions } from '@/legal/LegalVersions'
import { type MediaReference, mediaReferences, mentions, richTextMentions, usageMessage, valuesAt } from '@/media/usage'
import { Pages } from '@/site-pages/collection'

const summary = (references: MediaReference[]) =>
  references.map((reference) => `${reference.kind}:${reference.labels.join(' ')}`)

describe('mediaReferences', () => {
  it('finds every upload and rich-text field of a page, in groups, blocks and arrays inside blocks', () => {
    const found = summary(mediaReferences(Pages.fields))
    expect(found).toEqual(
      expect.arrayContaining([
        'upload:첫 화면 배경 이미지',
        'upload:검색·공유 공유 이미지',
        'richText:본문 블록 › 본문 › 내용',
        'upload:본문 블록 › 이미지와 글 › 이미지',
        'upload:본문 블록 › 카드 목록 › 카드 › 이미지',
        'upload:본문 블록 › 동영상 › 동영상 파일 (MP4/WebM)',
        'upload:본문 블록 › 동영상 › 한국어 자막 (WebVTT)',
        'upload:본문 블록 › 동영상 › 미리보기 이미지',
        'upload:본문 블록 › 파일 내려받기 › 파일 (PDF 등)',
      ]),
    )
    expect(found).toHaveLength(9)
  })

  it('finds news covers, bodies and share images, and the legal texts', () => {
    const news = communityPostCollection('news', { singular: '뉴스', plural: '뉴스' })
    expect(summary(mediaReferences(news.fields))).toEqual([
      'upload:대표 이미지',
      'richText:본문',
      'upload:검색·공유 공유 이미지',
    ])
    expect(summary(mediaReferences(LegalVersions.fields))).toEqual(['richText:전문'])
  })

  it('covers a field added later: unnamed containers, tabs, polymorphic and hasMany relations, other collections ignored', () => {
    const fields: Field[] = [
      { type: 'row', fields: [{ name: 'a', type: 'upload', relationTo: 'media', label: '가' }] },
      {
        type: 'tabs',
        tabs: [
          { label: '탭', fields: [{ name: 'b', type: 'relationship', relationTo: ['media', 'pages'], label: '나' }] },
          { name: 'seo', label: '검색', fields: [{ name: 'c', type: 'upload', relationTo: 'media', hasMany: true }] },
        ],
      },
      { name: 'other', type: 'upload', relationTo: 'users' },
    ]
    const found = mediaReferences(fields)
    expect(summary(found)).toEqual(['upload:가', 'upload:나', 'upload:검색 c'])
    expect(found[1]?.polymorphic).toBe(true)
    expect(found[2]?.steps).toEqual([{ kind: 'group', name: 'seo' }])
  })
})

describe('valuesAt and mentions', () => {
  const cardImage = mediaReferences(Pages.fields).find((reference) => reference.labels.includes('카드 목록 ›'))
  const page = {
    layout: [
      { blockType: 'cards', cards: [{ image: 3 }, { image: { id: 7 } }] },
      { blockType: 'imageText', image: 9 },
    ],
  }

  it('walks arrays inside the right block only', () => {
    expect(cardImage?.labels.join(' ')).toBe('본문 블록 › 카드 목록 › 카드 › 이미지')
    expect(valuesAt(page, cardImage as MediaReference)).toEqual([3, { id: 7 }])
    expect(mentions(cardImage as MediaReference, { id: 7 }, '7')).toBe(true)
    expect(mentions(cardImage as MediaReference, 3, 9)).toBe(false)
  })

  it('finds upload nodes anywhere in Lexical JSON', () => {
    const body = {
      root: {
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: '9' }] },
          { type: 'upload', relationTo: 'media', value: 9, fields: { alt: 'x' } },
          { type: 'link', fields: { doc: { relationTo: 'news', value: 4 } }, children: [] },
        ],
      },
    }
    expect(richTextMentions(body, 9)).toBe(true)
    expect(richTextMentions(body, 4)).toBe(false)
    expect(
      richTextMentions({ root: { children: [{ type: 'upload', relationTo: 'media', value: { id: 4 } }] } }, 4),
    ).toBe(true)
  })
})

describe('usageMessage', () => {
  const use = (title: string) => ({ owner: '뉴스', title, field: '대표 이미지' })

  it('names the places, at most five, then how many more', () => {
    expect(
      usageMessage([use('가'), { owner: '페이지', title: '회사 소개', field: '첫 화면 배경 이미지' }], {
        mimeType: 'image/webp',
      }),
    ).toBe(
      '이 이미지는 다음 곳에서 쓰이고 있어 삭제할 수 없습니다: 뉴스 「가」(대표 이미지), 페이지 「회사 소개」(첫 화면 배경 이미지). 먼저 그곳에서 이미지를 바꾸거나 빼 주세요.',
    )
    const many = usageMessage(['1', '2', '3', '4', '5', '6', '7'].map(use), {
      mimeType: 'image/png',
      filename: 'a.png',
    })
    expect(many).toMatch(/^이 이미지\(a\.png\)는 /)
    expect(many).toContain('뉴스 「5」(대표 이미지) 외 2곳.')
    expect(many).not.toContain('「6」')
  })

  it('says 동영상 or 파일 for other media, and names a global without a title', () => {
    expect(usageMessage([{ owner: '사이트 설정', field: '로고' }], { mimeType: 'video/mp4' })).toBe(
      '이 동영상은 다음 곳에서 쓰이고 있어 삭제할 수 없습니다: 사이트 설정(로고). 먼저 그곳에서 동영상을 바꾸거나 빼 주세요.',
    )
    expect(usageMessage([use('가')], { mimeType: 'text/vtt' })).toMatch(/^이 파일은 .* 먼저 그곳에서 파일을 바꾸거나/)
  })
})
