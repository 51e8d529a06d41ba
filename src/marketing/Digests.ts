import type { CollectionConfig } from 'payload'
import { admins } from '@/access'
import type { DigestItem } from './digest-mail'

export const digestStatuses = [
  { value: 'sending', label: '보내는 중' },
  { value: 'sent', label: '보냄' },
  { value: 'held', label: '보류함' },
  { value: 'empty', label: '새 글 없음' },
] as const

/**
 * 소식지 발송 기록: one line per digest that came due, with what it held and how many members it
 * went to. Written by the digest job only; admins read it. Who received it is in
 * digest-deliveries (one row per member, which also keeps anyone from receiving it twice).
 */
export const Digests: CollectionConfig = {
  slug: 'digests',
  custom: { typedText: false },
  labels: { singular: '소식지 발송 기록', plural: '소식지 발송 기록' },
  admin: {
    group: '회원',
    useAsTitle: 'subject',
    defaultColumns: ['scheduledFor', 'subject', 'status', 'recipients'],
    description: '보낼 때가 된 소식지마다 한 줄: 실린 글, 보낸 회원 수, 상태. 소식지 설정에서 주기와 보류를 정합니다.',
  },
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-scheduledFor',
  fields: [
    {
      name: 'scheduledFor',
      type: 'date',
      label: '보낼 시각',
      required: true,
      unique: true,
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy.MM.dd HH:mm' } },
    },
    { name: 'subject', type: 'text', label: '제목' },
    { name: 'status', type: 'select', label: '상태', required: true, options: [...digestStatuses] },
    // Payload's JSON editor loads its code editor from a CDN, which this site never reaches: the
    // items are kept as JSON and shown as lines.
    { name: 'items', type: 'json', label: '실린 글(JSON)', admin: { hidden: true } },
    {
      name: 'itemList',
      type: 'textarea',
      label: '실린 글',
      virtual: true,
      admin: { readOnly: true, disableListColumn: true, disableListFilter: true },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            (Array.isArray(siblingData?.items) ? (siblingData.items as DigestItem[]) : [])
              .map((item) => `[${item.kind === 'news' ? '뉴스' : '임팩트 스토리'}] ${item.title}`)
              .join('\n'),
        ],
      },
    },
    { name: 'recipients', type: 'number', label: '보낸 회원 수', defaultValue: 0 },
    {
      name: 'finishedAt',
      type: 'date',
      label: '다 보낸 시각',
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy.MM.dd HH:mm' } },
    },
  ],
}

/** One member's copy of one digest: the unique pair is what keeps a retry from sending it twice. */
export const DigestDeliveries: CollectionConfig = {
  slug: 'digest-deliveries',
  custom: { typedText: false },
  labels: { singular: '소식지 받은 회원', plural: '소식지 받은 회원' },
  admin: { hidden: true },
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['digest', 'member'], unique: true }],
  fields: [
    { name: 'digest', type: 'relationship', relationTo: 'digests', required: true, index: true },
    { name: 'member', type: 'text', label: '회원 ID', required: true, index: true },
  ],
}
