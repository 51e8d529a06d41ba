import type { CollectionConfig } from 'payload'
import { editors } from '@/access'
import { dateTimeAdmin } from '@/admin/korean'

export const deviceClassOptions = [
  { value: 'desktop', label: '데스크톱' },
  { value: 'mobile', label: '모바일' },
  { value: 'tablet', label: '태블릿' },
]

/**
 * Page views sent by the site's browsers, one per client address and page in 30 minutes. Written only by the fast path in
 * src/page-views/intake.mjs (one multi-row INSERT into this table per group of requests); through
 * Payload nobody creates, changes or deletes one, and only CMS editors read them.
 */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  labels: { singular: '페이지 조회', plural: '페이지 조회' },
  admin: {
    group: '통계',
    useAsTitle: 'path',
    defaultColumns: ['path', 'pathFrom', 'deviceClass', 'referrer', 'createdAt'],
    description: '방문자의 페이지 조회 기록입니다 (읽기 전용). 봇은 기록하지 않습니다.',
    listSearchableFields: ['path', 'sessionId'],
  },
  access: { read: editors, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  // The overview's 30-day figures (src/admin/overview/page-views.ts) read only these two columns of
  // the period: an index-only scan instead of visiting a row of the table for each view.
  indexes: [{ fields: ['createdAt', 'path'] }],
  fields: [
    { name: 'path', type: 'text', label: '경로', required: true, index: true, admin: { readOnly: true } },
    { name: 'pathFrom', type: 'text', label: '이전 경로', admin: { readOnly: true } },
    {
      name: 'referrer',
      type: 'text',
      label: '리퍼러',
      // Only the other site's origin is stored (src/page-views/intake.mjs): a whole address
      // may carry what a visitor typed.
      admin: { readOnly: true, description: '다른 사이트에서 온 조회만 그 사이트의 주소(도메인)를 기록합니다.' },
    },
    { name: 'sessionId', type: 'text', label: '세션 ID', required: true, admin: { readOnly: true } },
    {
      name: 'deviceClass',
      type: 'select',
      label: '기기',
      required: true,
      options: deviceClassOptions,
      admin: { readOnly: true },
    },
    {
      name: 'createdAt',
      type: 'date',
      label: '조회 시각',
      index: true,
      admin: { readOnly: true, date: dateTimeAdmin },
    },
  ],
}
