import type { Block, Validate } from 'payload'
import { rowTitle } from '@/admin/korean'
import { checkLink } from '@/lib/link-rule'

/** The building blocks of a page. Components: src/blocks/components.tsx. */

const heading = { name: 'heading', type: 'text', label: '제목' } as const

/**
 * How a block shows in the admin: its picture in 블록 추가 (public/admin-blocks/{slug}.svg), and a
 * header with its number, kind and 제목 (src/components/admin/BlockTitle.tsx) instead of Payload's
 * separate block name.
 */
const inAdmin = (slug: string, kind: string) =>
  ({
    imageURL: `/admin-blocks/${slug}.svg`,
    imageAltText: `${kind} 블록 모양`,
    admin: {
      disableBlockName: true,
      components: { Label: { path: '@/components/admin/BlockTitle#BlockTitle', clientProps: { kind } } },
    },
  }) satisfies Partial<Block>

/** An upload field's check: the chosen media item is one of `types` (asked of the database). */
function mediaOfType(types: string[], message: string): Validate {
  return async (value, { req }) => {
    const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
    if (id === null || id === undefined || id === '') return true // `required` says it
    const media = await req.payload
      .findByID({ collection: 'media', id: id as number, depth: 0, req, select: { mimeType: true } })
      .catch(() => null)
    return media?.mimeType && types.includes(media.mimeType) ? true : message
  }
}

export const RichTextBlock: Block = {
  slug: 'richText',
  labels: { singular: '본문', plural: '본문' },
  ...inAdmin('richText', '본문'),
  fields: [heading, { name: 'body', type: 'richText', label: '내용', required: true }],
}

export const ImageTextBlock: Block = {
  slug: 'imageText',
  labels: { singular: '이미지와 글', plural: '이미지와 글' },
  ...inAdmin('imageText', '이미지와 글'),
  fields: [
    { ...heading, required: true },
    { name: 'body', type: 'textarea', label: '내용', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', label: '이미지', required: true },
    {
      name: 'imagePosition',
      type: 'radio',
      label: '이미지 위치',
      defaultValue: 'left',
      options: [
        { label: '왼쪽', value: 'left' },
        { label: '오른쪽', value: 'right' },
      ],
    },
  ],
}

export const StatsBlock: Block = {
  slug: 'stats',
  labels: { singular: '숫자로 보기', plural: '숫자로 보기' },
  ...inAdmin('stats', '숫자로 보기'),
  fields: [
    heading,
    {
      name: 'items',
      type: 'array',
      label: '항목',
      labels: { singular: '항목', plural: '항목' },
      admin: { components: { RowLabel: rowTitle({ fields: ['value', 'label'], separator: ' ', fallback: '항목' }) } },
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'value', type: 'text', label: '값 (예: 120+)', required: true },
        { name: 'label', type: 'text', label: '설명', required: true },
      ],
    },
  ],
}

export const CardsBlock: Block = {
  slug: 'cards',
  labels: { singular: '카드 목록', plural: '카드 목록' },
  ...inAdmin('cards', '카드 목록'),
  fields: [
    heading,
    { name: 'intro', type: 'textarea', label: '소개' },
    {
      name: 'cards',
      type: 'array',
      label: '카드',
      labels: { singular: '카드', plural: '카드' },
      admin: { components: { RowLabel: rowTitle({ fields: ['title'], fallback: '카드' }) } },
      minRows: 1,
      maxRows: 9,
      fields: [
        { name: 'title', type: 'text', label: '제목', required: true },
        { name: 'body', type: 'textarea', label: '내용', required: true },
        { name: 'image', type: 'upload', relationTo: 'media', label: '이미지' },
        {
          name: 'href',
          type: 'text',
          label: '링크',
          admin: {
            description:
              '이 사이트의 경로(예: /foodtech) 또는 https:// 로 시작하는 다른 사이트 주소. 다른 사이트 주소는 새 창으로 열립니다.',
          },
          validate: checkLink('카드 링크'),
        },
      ],
    },
  ],
}

export const TimelineBlock: Block = {
  slug: 'timeline',
  labels: { singular: '연혁', plural: '연혁' },
  ...inAdmin('timeline', '연혁'),
  fields: [
    heading,
    {
      name: 'events',
      type: 'array',
      label: '항목',
      labels: { singular: '항목', plural: '항목' },
      admin: { components: { RowLabel: rowTitle({ fields: ['when', 'title'], fallback: '항목' }) } },
      minRows: 1,
      fields: [
        { name: 'when', type: 'text', label: '시기 (예: 2024.03)', required: true },
        { name: 'title', type: 'text', label: '제목', required: true },
        { name: 'body', type: 'textarea', label: '내용' },
      ],
    },
  ],
}

export const contactTargets = [
  { label: '교육 문의', value: '/contact/edu' },
  { label: '임팩트 프랜차이즈 창업 문의', value: '/contact/impact' },
  { label: '투자 문의', value: '/contact/invest' },
  { label: '일반 문의', value: '/contact/general' },
]

export const CallToActionBlock: Block = {
  slug: 'cta',
  labels: { singular: '문의 안내', plural: '문의 안내' },
  ...inAdmin('cta', '문의 안내'),
  fields: [
    { ...heading, required: true },
    { name: 'body', type: 'textarea', label: '내용' },
    { name: 'label', type: 'text', label: '버튼 글자', required: true },
    { name: 'href', type: 'select', label: '문의 양식', required: true, options: contactTargets },
  ],
}

export const VideoBlock: Block = {
  slug: 'video',
  labels: { singular: '동영상', plural: '동영상' },
  ...inAdmin('video', '동영상'),
  fields: [
    { ...heading, required: true },
    { name: 'video', type: 'upload', relationTo: 'media', label: '동영상 파일 (MP4/WebM)', required: true },
    {
      name: 'captions',
      type: 'upload',
      relationTo: 'media',
      label: '한국어 자막 (WebVTT)',
      required: true,
      admin: { description: '청각장애인 창업자를 위해 모든 동영상에 자막이 필요합니다. .vtt 파일을 올려 주세요.' },
      validate: mediaOfType(['text/vtt'], '한국어 자막은 WebVTT(.vtt) 파일이어야 합니다.'),
    },
    { name: 'poster', type: 'upload', relationTo: 'media', label: '미리보기 이미지' },
    { name: 'transcript', type: 'textarea', label: '대본 (선택)' },
  ],
}

export const FaqBlock: Block = {
  slug: 'faq',
  labels: { singular: '자주 묻는 질문', plural: '자주 묻는 질문' },
  ...inAdmin('faq', '자주 묻는 질문'),
  fields: [
    { ...heading, defaultValue: '자주 묻는 질문' },
    {
      name: 'items',
      type: 'array',
      label: '질문',
      labels: { singular: '질문', plural: '질문' },
      minRows: 1,
      admin: { components: { RowLabel: rowTitle({ fields: ['question'], fallback: '질문' }) } },
      fields: [
        { name: 'question', type: 'text', label: '질문', required: true, maxLength: 200 },
        { name: 'answer', type: 'textarea', label: '답변', required: true, maxLength: 2000 },
      ],
    },
  ],
}

/** Files a visitor may download from a page (IR deck, brochure): PDF, PowerPoint, Word, Excel, HWP. */
export const downloadMimeTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-hwp',
  'application/haansofthwp',
]

export const DownloadBlock: Block = {
  slug: 'download',
  labels: { singular: '파일 내려받기', plural: '파일 내려받기' },
  ...inAdmin('download', '파일 내려받기'),
  fields: [
    { ...heading, required: true },
    { name: 'body', type: 'textarea', label: '설명' },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'media',
      label: '파일 (PDF 등)',
      required: true,
      admin: { description: '누구나 내려받을 수 있는 공개 파일입니다. 미디어의 "설명"이 링크 이름이 됩니다.' },
      validate: mediaOfType(
        downloadMimeTypes,
        '내려받을 파일은 PDF, PowerPoint, Word, Excel 또는 한글(HWP) 파일이어야 합니다.',
      ),
    },
  ],
}

export const LocationBlock: Block = {
  slug: 'location',
  labels: { singular: '오시는 길', plural: '오시는 길' },
  ...inAdmin('location', '오시는 길'),
  fields: [
    { ...heading, defaultValue: '오시는 길' },
    { name: 'place', type: 'text', label: '장소 이름', maxLength: 80 },
    { name: 'address', type: 'text', label: '주소', required: true, maxLength: 200 },
    { name: 'directions', type: 'textarea', label: '찾아오는 방법 (대중교통·주차)', maxLength: 1000 },
  ],
}

/**
 * A 재사용 블록 (src/reusable-blocks) placed on a page: its blocks are shown here, as they are
 * now. Only pages offer it; a reusable block's own blocks are `pageBlocks`, so none holds another.
 * Never populated by Payload (`maxDepth: 0`): the public cannot read reusable blocks, and the page
 * reader fetches the ones a page names in one query (src/reusable-blocks/resolve.ts).
 */
export const ReusableBlockBlock: Block = {
  slug: 'reusableBlock',
  labels: { singular: '재사용 블록', plural: '재사용 블록' },
  ...inAdmin('reusableBlock', '재사용 블록'),
  fields: [
    {
      name: 'block',
      type: 'relationship',
      relationTo: 'reusable-blocks',
      label: '재사용 블록',
      required: true,
      maxDepth: 0,
      admin: { description: '재사용 블록을 고치면 이 블록을 둔 모든 페이지가 함께 바뀝니다.' },
    },
  ],
}

export const pageBlocks = [
  RichTextBlock,
  ImageTextBlock,
  StatsBlock,
  CardsBlock,
  TimelineBlock,
  CallToActionBlock,
  VideoBlock,
  FaqBlock,
  DownloadBlock,
  LocationBlock,
]

/** A page's 본문 블록: the content blocks and a placed 재사용 블록. */
export const pageLayoutBlocks = [...pageBlocks, ReusableBlockBlock]
