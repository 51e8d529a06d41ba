import type { CollectionConfig } from 'payload'
import { admins } from '@/access'
import { retentionLines, retentionRules } from './rules'

/**
 * What the daily destruction job destroyed (src/privacy/retention/destroy.ts): by which rule, how
 * many, with how many files, and the moment before which everything of the rule was past its
 * period. Never whose data it was: the record holds no personal data. Admins read it; nobody
 * writes, changes or deletes it through the API.
 */
export const DestructionRecords: CollectionConfig = {
  slug: 'destruction-records',
  custom: { typedText: false },
  labels: { singular: '개인정보 파기 기록', plural: '개인정보 파기 기록' },
  admin: {
    group: '회원',
    defaultColumns: ['createdAt', 'rule', 'count', 'files', 'cutoff'],
    description: `보유 기간이 지난 개인정보는 매일 새벽 4시(한국 시간)에 자동으로 파기되고, 여기에 기록이 남습니다 (개인정보 보호법 제21조). 보유 기간: ${retentionLines().join(' / ')}`,
  },
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'rule',
      type: 'select',
      label: '파기 기준',
      required: true,
      options: retentionRules.map((rule) => ({ value: rule.id, label: rule.label })),
    },
    { name: 'period', type: 'text', label: '보유 기간' },
    { name: 'count', type: 'number', label: '파기한 건수', required: true },
    { name: 'files', type: 'number', label: '함께 지운 파일 수' },
    {
      name: 'cutoff',
      type: 'date',
      label: '이 시각 이전의 것을 파기',
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy.MM.dd HH:mm' } },
    },
  ],
}
