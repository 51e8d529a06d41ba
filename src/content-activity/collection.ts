import type { CollectionConfig } from 'payload'
import { admins } from '@/access'
import { dateTimeAdmin } from '@/admin/korean'

export const contentActivityActions = [
  { value: 'created', label: '생성' },
  { value: 'edited', label: '수정' },
  { value: 'published', label: '게시' },
  { value: 'scheduled', label: '게시 예약' },
  { value: 'unpublish-scheduled', label: '게시 해제 예약' },
  { value: 'unpublished', label: '게시 해제' },
  { value: 'restored', label: '버전 복원(초안)' },
  { value: 'deleted', label: '삭제' },
  { value: 'review-requested', label: '검토 요청' },
  { value: 'review-returned', label: '검토 반려' },
  { value: 'review-approved', label: '검토 승인' },
] as const

export type ContentActivityAction = (typeof contentActivityActions)[number]['value']

/** What staff edit, by the slug of its collection or global. */
export const contentActivityTargets = [
  { value: 'pages', label: '페이지' },
  { value: 'news', label: '뉴스' },
  { value: 'impact-stories', label: '임팩트 스토리' },
  { value: 'media', label: '미디어' },
  { value: 'site-settings', label: '사이트 설정' },
  { value: 'legal', label: '약관·방침' },
] as const

export type ContentActivityTarget = (typeof contentActivityTargets)[number]['value']

/**
 * Who created, edited, published, scheduled, restored or deleted which content, and when
 * (src/content-activity/record.ts writes it inside the change's own transaction). Admins read it;
 * nobody changes or deletes it through the API. The staff member's name is kept beside the
 * account, so a line outlives a deleted account.
 */
export const ContentActivity: CollectionConfig = {
  slug: 'content-activity',
  labels: { singular: '콘텐츠 활동 기록', plural: '콘텐츠 활동 기록' },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'title',
    defaultColumns: ['at', 'action', 'target', 'title', 'actorName'],
    listSearchableFields: ['title', 'actorName', 'documentId'],
    description:
      '누가 언제 어떤 콘텐츠를 만들고, 고치고, 게시·예약·해제하고, 버전을 복원하고, 지웠는지 남습니다. 같은 사람이 30분 안에 이어서 고친 것은 한 줄로 묶입니다.',
  },
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-at',
  indexes: [{ fields: ['target', 'documentId', 'at'] }],
  fields: [
    { name: 'at', type: 'date', label: '일시', required: true, index: true, admin: { date: dateTimeAdmin } },
    { name: 'action', type: 'select', label: '활동', required: true, options: [...contentActivityActions] },
    { name: 'target', type: 'select', label: '종류', required: true, options: [...contentActivityTargets] },
    { name: 'documentId', type: 'text', label: '문서 ID' },
    { name: 'title', type: 'text', label: '제목' },
    { name: 'actor', type: 'relationship', relationTo: 'users', label: '담당 직원' },
    {
      name: 'actorName',
      type: 'text',
      label: '직원 이름',
      admin: {
        description:
          '직원 계정이 나중에 지워져도 남도록 따로 적어 둡니다. 예약한 게시는 예약한 직원의 이름으로 남습니다.',
      },
    },
    {
      name: 'saves',
      type: 'number',
      label: '저장 횟수',
      admin: { description: '이 줄로 묶인 저장(자동 저장 포함)의 수입니다.' },
    },
  ],
}
