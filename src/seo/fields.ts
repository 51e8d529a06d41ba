import type { GroupField } from 'payload'
import { withParticle } from '@/lib/particles'

/** Where a document's own words stand in for an empty SEO field, as the preview and the page read them. */
export type SeoFallbacks = {
  /** The form path of the text used when 검색 결과 제목 is empty (the document's title). */
  title: string
  /** The form path of the text used when 설명 is empty. */
  description: string
  /** The form path of the picture used when 공유 이미지 is empty. */
  image: string
  /** How the fallbacks read to staff, e.g. "글 제목", "요약", "대표 이미지". */
  labels: { title: string; description: string; image: string }
  /** The document's public address: a post's from its collection and id, a page's from its 주소 field. */
  address: { kind: 'post'; category: string } | { kind: 'page'; field: string }
}

/**
 * The 검색·공유 group of pages and posts: what search engines and a KakaoTalk share show, each
 * falling back to the document's own words when empty, with a preview of the result that staff
 * read as they type (src/seo/SeoPreview.tsx).
 */
export function seoFields(fallbacks: SeoFallbacks): GroupField {
  const { labels } = fallbacks
  return {
    name: 'meta',
    type: 'group',
    label: '검색·공유',
    admin: {
      description:
        '네이버·구글 검색 결과와 카카오톡 공유 카드에 보이는 내용입니다. 비워 둔 칸은 글의 내용으로 채워집니다.',
    },
    fields: [
      {
        name: 'title',
        type: 'text',
        label: '검색 결과 제목',
        maxLength: 60,
        admin: { description: `비워 두면 ${withParticle(labels.title, '을(를)')} 씁니다 (60자 이내).` },
      },
      {
        name: 'description',
        type: 'textarea',
        label: '설명',
        maxLength: 160,
        admin: { description: `비워 두면 ${withParticle(labels.description, '을(를)')} 씁니다 (160자 이내).` },
      },
      {
        name: 'noindex',
        type: 'checkbox',
        label: '검색엔진에 노출하지 않기',
        defaultValue: false,
      },
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        label: '공유 이미지',
        admin: {
          description: `비워 두면 ${withParticle(labels.image, '을(를)')} 씁니다. 공유 카드에는 가로 1200, 세로 630픽셀로 잘라 보여 줍니다.`,
        },
      },
      {
        name: 'preview',
        type: 'ui',
        label: '미리보기',
        admin: { components: { Field: { path: '@/seo/SeoPreview#SeoPreview', clientProps: { fallbacks } } } },
      },
    ],
  }
}
