import type { CollectionConfig } from 'payload'
import { admins, editors } from '@/access'
import { cacheTags } from '@/lib/cache-tags'
import { revalidateCollection } from '@/lib/revalidate'
import { linkTargetFields } from '@/navigation/link-fields'
import { checkOldPath, normalizeOldPath } from './path'

/**
 * Addresses the site used to serve and now sends on (301-class, permanent): left by hand, or
 * by a page published at a new address (src/site-pages/address.ts). Looked up only where
 * the site would otherwise answer 404, so a page at the same address always wins.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: '주소 연결', plural: '주소 연결 (리디렉션)' },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'kind', 'updatedAt'],
    group: '설정',
    description:
      '페이지 주소를 바꾸거나 지울 때 이전 주소로 들어온 방문자를 새 주소로 보냅니다 (영구 이동). 페이지 주소를 바꾸면 자동으로 만들어집니다.',
  },
  access: { read: editors, create: admins, update: admins, delete: admins },
  hooks: revalidateCollection<{ from?: string }>((doc) => (doc.from ? [cacheTags.redirect(doc.from)] : [])),
  fields: [
    {
      name: 'from',
      type: 'text',
      label: '이전 주소',
      required: true,
      unique: true,
      index: true,
      admin: { description: '예: /p/채용 — 이 주소로 들어오면 아래로 보냅니다.' },
      hooks: { beforeValidate: [({ value }) => normalizeOldPath(value)] },
      validate: (value: unknown) => checkOldPath(value),
    },
    { type: 'collapsible', label: '보낼 곳', fields: linkTargetFields() },
  ],
}
