import type { CollectionConfig } from 'payload'
import { admins } from '@/access'

export const memberActionOptions = [
  { value: 'resend-verification', label: '인증 메일 다시 보내기' },
  { value: 'end-sessions', label: '모든 기기에서 로그아웃' },
  { value: 'suspend', label: '이용 정지' },
  { value: 'reinstate', label: '이용 정지 해제' },
  { value: 'delete', label: '회원 삭제' },
] as const

export type MemberAction = (typeof memberActionOptions)[number]['value']

/**
 * Who did what to which site member, when (src/members/actions.ts writes it, Local API with
 * overrideAccess). Admins read it; nobody changes or deletes it through the API. A member is
 * named by id and a masked address, so the line outlives a deleted member without keeping them.
 */
export const MemberActions: CollectionConfig = {
  slug: 'member-actions',
  labels: { singular: '회원 관리 기록', plural: '회원 관리 기록' },
  admin: {
    group: '회원',
    defaultColumns: ['createdAt', 'action', 'memberEmail', 'actorEmail', 'reason'],
    listSearchableFields: ['memberId', 'memberEmail', 'actorEmail'],
    description:
      '관리자가 회원에게 한 조치(인증 메일, 로그아웃, 이용 정지·해제, 삭제)가 누가, 언제 했는지와 함께 남습니다.',
  },
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'select', label: '조치', required: true, options: [...memberActionOptions] },
    { name: 'memberId', type: 'text', label: '회원 ID', required: true, index: true },
    { name: 'memberEmail', type: 'text', label: '회원 이메일(일부 가림)' },
    { name: 'actor', type: 'relationship', relationTo: 'users', label: '조치한 관리자' },
    {
      name: 'actorEmail',
      type: 'email',
      label: '조치한 관리자의 이메일',
      admin: { description: '관리자 계정이 나중에 지워져도 남도록 따로 적어 둡니다.' },
    },
    { name: 'reason', type: 'text', label: '사유' },
    { name: 'sessionsEnded', type: 'number', label: '로그아웃된 기기 수' },
  ],
}
