import type { Field } from 'payload'
import { dateTimeAdmin } from '@/admin/korean'

export const reviewStates = [
  { label: '검토 대기', value: 'pending' },
  { label: '반려됨', value: 'returned' },
  { label: '승인됨', value: 'approved' },
] as const
export type ReviewState = (typeof reviewStates)[number]['value']

const nobody = () => false

/** The edit view's 게시 slot of pages and posts (src/review/ReviewPublishButton.tsx). */
export const reviewPublishButton = '@/review/ReviewPublishButton#ReviewPublishButton'

/** Above the fields: that the document waits for review, or came back and why. */
export const reviewNoticeField: Field = {
  name: 'reviewNotice',
  type: 'ui',
  admin: { components: { Field: '@/review/ReviewPanel#ReviewNotice' } },
}

/**
 * 검토 on pages and posts: where the document stands in review, who asked, who decided and why.
 * Nobody writes it through the API or the form; it changes only with a review step (src/review/hooks.ts).
 * Kept with each version, so the versions view shows who approved what.
 */
export const reviewField: Field = {
  name: 'review',
  type: 'group',
  label: '검토',
  access: { create: nobody, update: nobody },
  admin: {
    position: 'sidebar',
    components: { Field: '@/review/ReviewPanel#ReviewPanel' },
  },
  fields: [
    { name: 'state', type: 'select', label: '검토 상태', options: [...reviewStates], index: true },
    { name: 'requestedBy', type: 'relationship', relationTo: 'users', label: '검토 요청한 직원' },
    { name: 'requestedAt', type: 'date', label: '검토 요청 일시', admin: { date: dateTimeAdmin } },
    { name: 'decidedBy', type: 'relationship', relationTo: 'users', label: '검토한 관리자' },
    { name: 'decidedAt', type: 'date', label: '검토 일시', admin: { date: dateTimeAdmin } },
    { name: 'comment', type: 'textarea', label: '반려 사유', maxLength: 1000 },
  ],
}
