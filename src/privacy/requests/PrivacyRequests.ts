import { APIError, type CollectionConfig } from 'payload'
import { admins, isAdminUser } from '@/access'
import { serverEnv } from '@/config/env'
import { relationId } from '@/lib/relation-id'
import { queueMailInTransaction } from '@/mail/queue'
import { privacyRequestAnswerMail } from './mails'
import { CLOSED_PRIVACY_REQUEST_STATUSES, privacyRequestKinds, privacyRequestStatuses } from './options'

/**
 * A member's request to correct or delete their personal data (PIPA art. 36), sent from 내 정보
 * (src/privacy/requests/actions.ts writes it with the Local API). Admins, as the privacy officer's
 * desk, answer it within 10 days: the due date is set when it arrives and the dashboard shows what
 * is open and what is late. The member reads the status and the answer on 내 정보. Nobody deletes
 * a request (it is the record that the member's right was honoured); the member is named by id and
 * the address they had, so the record outlives a deleted account.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: '개인정보 정정·삭제 요청', plural: '개인정보 정정·삭제 요청' },
  admin: {
    group: '회원',
    useAsTitle: 'memberEmail',
    defaultColumns: ['createdAt', 'kind', 'memberEmail', 'status', 'dueAt'],
    listSearchableFields: ['memberEmail', 'memberName', 'memberId'],
    description:
      '회원이 내 정보에서 보낸 개인정보 정정·삭제 요청입니다. 개인정보 보호법 제36조에 따라 받은 날부터 10일 안에 처리하고 결과를 알려야 합니다. 처리 결과에 적은 내용은 회원의 내 정보에 그대로 보입니다.',
  },
  access: { read: admins, create: () => false, update: admins, delete: () => false },
  defaultSort: 'dueAt',
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req, operation }) => {
        if (operation === 'create') return data
        const wasClosed = CLOSED_PRIVACY_REQUEST_STATUSES.includes(String(originalDoc?.status))
        // A closed request is the record of what the member was told (and mailed): it stays so.
        if (wasClosed) {
          const changed =
            (data.status !== undefined && data.status !== originalDoc?.status) ||
            (data.answer !== undefined && (data.answer ?? '') !== (originalDoc?.answer ?? ''))
          if (changed)
            throw new APIError(
              '처리를 마친 요청은 바꿀 수 없습니다. 회원에게 더 알릴 내용이 있으면 메일로 따로 알려 주세요.',
              400,
              null,
              true,
            )
          return data
        }
        // Who answered, and when: set as the status closes.
        if (CLOSED_PRIVACY_REQUEST_STATUSES.includes(String(data.status))) {
          data.handledBy = isAdminUser(req.user) ? (relationId(req.user) ?? null) : null
          data.handledAt = new Date().toISOString()
        }
        return data
      },
    ],
    afterChange: [
      // The member is told the outcome once, when the request closes, in the same transaction.
      async ({ doc, previousDoc, req, operation }) => {
        if (operation !== 'update') return doc
        const closed = CLOSED_PRIVACY_REQUEST_STATUSES.includes(String(doc.status))
        const wasClosed = CLOSED_PRIVACY_REQUEST_STATUSES.includes(String(previousDoc?.status))
        if (!closed || wasClosed) return doc
        const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
        await queueMailInTransaction(
          req,
          privacyRequestAnswerMail(
            settings.siteName,
            doc.memberEmail,
            serverEnv().SITE_URL,
            doc,
            settings.company?.email,
          ),
        )
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      label: '요청 종류',
      required: true,
      options: [...privacyRequestKinds],
      access: { update: () => false },
      admin: { readOnly: true },
    },
    {
      name: 'detail',
      type: 'textarea',
      label: '요청 내용',
      required: true,
      access: { update: () => false },
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'memberName',
          type: 'text',
          label: '회원 이름',
          access: { update: () => false },
          admin: { readOnly: true },
        },
        {
          name: 'memberEmail',
          type: 'email',
          label: '회원 이메일',
          required: true,
          access: { update: () => false },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'memberId',
      type: 'text',
      label: '회원 ID',
      required: true,
      index: true,
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'dueAt',
      type: 'date',
      label: '처리 기한',
      required: true,
      index: true,
      access: { update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy.MM.dd HH:mm' },
        description: '받은 날부터 10일',
      },
    },
    {
      name: 'status',
      type: 'select',
      label: '상태',
      required: true,
      defaultValue: 'received',
      index: true,
      options: [...privacyRequestStatuses],
      admin: { position: 'sidebar' },
    },
    {
      name: 'answer',
      type: 'textarea',
      label: '처리 결과 (회원에게 보입니다)',
      maxLength: 2000,
      admin: {
        description: '무엇을 고치거나 지웠는지, 처리할 수 없다면 그 까닭과 이의를 제기하는 방법을 적어 주세요.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { status?: string } }) =>
        CLOSED_PRIVACY_REQUEST_STATUSES.includes(String(siblingData.status)) && !String(value ?? '').trim()
          ? '처리 완료나 처리 불가로 바꾸려면 회원에게 알릴 처리 결과를 적어 주세요.'
          : true,
    },
    {
      name: 'handledBy',
      type: 'relationship',
      relationTo: 'users',
      label: '처리한 관리자',
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'handledAt',
      type: 'date',
      label: '처리 시각',
      access: { update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy.MM.dd HH:mm' },
      },
    },
  ],
}
