import type { CollectionConfig } from 'payload'
import { anyone, editors } from '@/access'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from '@/lib/revalidate'

/**
 * Site pages addressed by their route path ("/", "/foodtech", …), so Hangul titles never
 * have to become URLs.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: '페이지', plural: '페이지' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', 'updatedAt'], group: '콘텐츠' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { afterChange: [revalidatePageAfterChange], afterDelete: [revalidatePageAfterDelete] },
  fields: [
    { name: 'title', type: 'text', label: '제목', required: true },
    {
      name: 'path',
      type: 'text',
      label: '경로',
      required: true,
      unique: true,
      index: true,
      admin: { description: '사이트 주소 경로 (예: /, /foodtech)' },
      validate: (value: string | null | undefined) =>
        /^\/[a-z0-9\-/]*$/.test(value ?? '') || '경로는 /로 시작하고 영문 소문자, 숫자, -, /만 쓸 수 있습니다.',
    },
    {
      name: 'hero',
      type: 'group',
      label: '첫 화면',
      fields: [
        { name: 'eyebrow', type: 'text', label: '머리말' },
        { name: 'heading', type: 'text', label: '제목', required: true },
        { name: 'body', type: 'textarea', label: '본문' },
      ],
    },
  ],
}
