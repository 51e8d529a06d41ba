import type { Block } from 'payload'
import { rowTitle } from '@/admin/korean'

/** The building blocks of a page. Components: src/blocks/components.tsx. */

const heading = { name: 'heading', type: 'text', label: '제목' } as const

export const RichTextBlock: Block = {
  slug: 'richText',
  labels: { singular: '본문', plural: '본문' },
  fields: [heading, { name: 'body', type: 'richText', label: '내용', required: true }],
}

export const ImageTextBlock: Block = {
  slug: 'imageText',
  labels: { singular: '이미지와 글', plural: '이미지와 글' },
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
        { name: 'href', type: 'text', label: '링크 (사이트 경로, 예: /foodtech)' },
      ],
    },
  ],
}

export const TimelineBlock: Block = {
  slug: 'timeline',
  labels: { singular: '연혁', plural: '연혁' },
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
  fields: [
    { ...heading, required: true },
    { name: 'video', type: 'upload', relationTo: 'media', label: '동영상 파일 (MP4/WebM)', required: true },
    {
      name: 'captions',
      type: 'upload',
      relationTo: 'media',
      label: '한국어 자막 (WebVTT)',
      required: true,
      admin: { description: '청각장애인 창업자를 위해 모든 동영상에 자막이 필요합니다.' },
    },
    { name: 'poster', type: 'upload', relationTo: 'media', label: '미리보기 이미지' },
    { name: 'transcript', type: 'textarea', label: '대본 (선택)' },
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
]
