import { describe, expect, it } from 'vitest'
import { effectiveSeo, postSeo } from '@/seo/effective'
import type { SeoFallbacks } from '@/seo/fields'

const fallbacks: SeoFallbacks = {
  title: 'title',
  description: 'summary',
  image: 'cover',
  labels: { title: '글 제목', description: '요약', image: '대표 이미지' },
  address: { kind: 'post', category: 'news' },
}

describe('the 검색·공유 preview', () => {
  it('reads the SEO fields first, and the tab title ends with the site name', () => {
    const seo = effectiveSeo({
      metaTitle: ' 검색 제목 ',
      metaDescription: '검색 설명',
      title: '글 제목',
      description: '글 요약',
      siteName: '푸드임팩트',
      fallbacks,
    })
    expect(seo).toEqual({
      title: '검색 제목 | 푸드임팩트',
      shareTitle: '검색 제목',
      description: '검색 설명',
      notes: [],
    })
  })

  it('falls back to the post’s own words and says so, with the particle its label takes', () => {
    const seo = effectiveSeo({
      metaTitle: '',
      metaDescription: null,
      title: '새 소식',
      description: '요약입니다',
      siteName: '푸드임팩트',
      fallbacks,
    })
    expect(seo.title).toBe('새 소식 | 푸드임팩트')
    expect(seo.description).toBe('요약입니다')
    expect(seo.notes).toEqual(['검색 결과 제목이 비어 있어 글 제목을 씁니다.', '설명이 비어 있어 요약을 씁니다.'])
  })

  it('warns where search engines will cut a long title or description short', () => {
    const seo = effectiveSeo({
      metaTitle: '가'.repeat(40),
      metaDescription: '나'.repeat(100),
      title: '',
      description: '',
      siteName: '',
      fallbacks,
    })
    expect(seo.notes).toEqual([
      '제목이 40자입니다. 검색 결과에는 앞의 30자 정도만 보입니다.',
      '설명이 100자입니다. 검색 결과에는 앞의 80자 정도만 보입니다.',
    ])
  })

  it('gives the home page the site’s name before its hero heading, as its tab shows', () => {
    const seo = effectiveSeo({
      metaTitle: '',
      metaDescription: '',
      title: '홈',
      description: '',
      siteName: '푸드임팩트',
      homeHeading: '함께 만드는 식탁',
      fallbacks,
    })
    expect(seo.title).toBe('푸드임팩트 | 함께 만드는 식탁')
  })
})

describe('a post’s head', () => {
  it('follows the same rule as the preview', () => {
    expect(postSeo({ title: '제목', summary: '요약', cover: 3 })).toEqual({
      title: '제목',
      description: '요약',
      image: 3,
      noindex: false,
    })
    expect(
      postSeo({
        title: '제목',
        summary: '요약',
        cover: 3,
        meta: { title: '검색', description: '설명', image: 4, noindex: true },
      }),
    ).toEqual({ title: '검색', description: '설명', image: 4, noindex: true })
  })
})
