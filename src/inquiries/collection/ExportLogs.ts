import type { CollectionConfig } from 'payload'
import { admins } from '@/access'

/**
 * Who downloaded which data, when (personal data leaving the CMS: 개인정보 처리 기록). Written only
 * by the export endpoints (Local API, overrideAccess); admins read it, nobody changes or deletes it
 * through the API.
 */
export const ExportLogs: CollectionConfig = {
  slug: 'export-logs',
  // A record of what was asked for, kept as asked (src/lib/payload-text.ts checks typed text only).
  custom: { typedText: false },
  labels: { singular: '내려받기 기록', plural: '내려받기 기록' },
  admin: {
    group: '설정',
    defaultColumns: ['createdAt', 'user', 'collectionSlug', 'search', 'rowCount'],
    listSearchableFields: ['userEmail', 'search'],
    description: '문의 목록을 CSV로 내려받을 때마다 누가, 언제, 어떤 조건으로 몇 건을 받았는지 남습니다.',
  },
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', label: '내려받은 사람', index: true },
    {
      name: 'userEmail',
      type: 'email',
      label: '내려받은 사람의 이메일',
      admin: { description: '계정이 나중에 지워져도 남도록 따로 적어 둡니다.' },
    },
    {
      name: 'collectionSlug',
      type: 'select',
      label: '내려받은 목록',
      required: true,
      options: [{ value: 'inquiries', label: '문의' }],
    },
    { name: 'search', type: 'text', label: '검색어' },
    // Kept as JSON; shown as text. Payload's JSON field loads its code editor from a CDN, which the
    // site's CSP blocks (and no admin field loads code from another origin): it never displayed.
    { name: 'where', type: 'json', label: '필터 조건(JSON)', admin: { hidden: true } },
    {
      name: 'filter',
      type: 'textarea',
      label: '필터 조건',
      virtual: true,
      admin: { readOnly: true, description: '목록에서 고른 필터를 그대로 적은 것입니다(JSON).' },
      hooks: {
        afterRead: [
          ({ siblingData }) => (siblingData?.where ? JSON.stringify(siblingData.where, null, 2) : '필터 없음'),
        ],
      },
    },
    { name: 'sort', type: 'text', label: '정렬' },
    { name: 'rowCount', type: 'number', label: '건수', required: true },
  ],
}
