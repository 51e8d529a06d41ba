import type { CollectionConfig } from 'payload'
import { admins, adminsField, editors, editorsOrPublished } from '@/access'
import { pageBlocks } from '@/blocks/config'
import { discardUntouchedDraft } from '@/drafts/untouched'
import { cacheTags } from '@/lib/cache-tags'
import { livePreviewUrl } from '@/lib/preview'
import { revalidateCollection } from '@/lib/revalidate'
import { sitePages } from '@/lib/site-pages'
import { keepFixedPages, keepFixedPagesPublished } from './fixed-pages'

/**
 * The site's fixed pages (the spec's route table), one document each, addressed by their route
 * path so Hangul titles never have to become URLs. Editors edit and publish them; whether a page
 * exists is the admins' decision, and the fixed ones are never deleted or unpublished.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: '페이지', plural: '페이지' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: '콘텐츠',
    livePreview: { url: ({ data }) => livePreviewUrl(String(data.path ?? '/')) },
    preview: (doc) => livePreviewUrl(String(doc.path ?? '/')),
    // "새로 생성" left untouched leaves no empty draft (src/drafts/untouched.ts).
    components: { edit: { beforeDocumentControls: [discardUntouchedDraft] } },
  },
  access: { read: editorsOrPublished, create: admins, update: editors, delete: admins, readVersions: editors },
  versions: { drafts: { autosave: { interval: 2000 }, schedulePublish: true }, maxPerDoc: 30 },
  hooks: {
    ...revalidateCollection<{ path?: string }>((doc) => [
      ...(doc.path ? [cacheTags.page(doc.path)] : []),
      cacheTags.sitemapPages,
    ]),
    beforeOperation: [keepFixedPagesPublished],
    beforeDelete: [keepFixedPages],
  },
  fields: [
    { name: 'title', type: 'text', label: '제목', required: true },
    {
      name: 'path',
      type: 'select',
      label: '사이트 주소',
      required: true,
      unique: true,
      index: true,
      options: sitePages.map((page) => ({ label: `${page.label} (${page.path})`, value: page.path })),
      // A page's address is part of the menus and links: moving it is the admins' decision.
      access: { update: adminsField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'hero',
      type: 'group',
      label: '첫 화면',
      fields: [
        { name: 'eyebrow', type: 'text', label: '머리말' },
        { name: 'heading', type: 'text', label: '제목', required: true },
        { name: 'body', type: 'textarea', label: '본문' },
        { name: 'image', type: 'upload', relationTo: 'media', label: '배경 이미지' },
        {
          name: 'mode',
          type: 'select',
          label: '내비게이션 모양 (홈)',
          defaultValue: 'title1',
          options: [
            { label: '기본', value: 'title1' },
            { label: '어두운 배경 위 흰 로고', value: 'title2' },
          ],
        },
      ],
    },
    {
      name: 'layout',
      type: 'blocks',
      label: '본문 블록',
      labels: { singular: '블록', plural: '블록' },
      blocks: pageBlocks,
    },
    {
      name: 'meta',
      type: 'group',
      label: '검색·공유',
      fields: [
        { name: 'description', type: 'textarea', label: '설명', maxLength: 160 },
        { name: 'image', type: 'upload', relationTo: 'media', label: '공유 이미지' },
      ],
    },
  ],
}
