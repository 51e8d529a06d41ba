import type { CollectionConfig, Field } from 'payload'
import { admins, adminsField, editors } from '@/access'
import { dateTimeAdmin, optionLabels, rowTitle } from '@/admin/korean'
import { MEMBER_NOTE_MAX } from '@/inquiries/options'
import {
  applicantGroupOptions,
  businessStageOptions,
  contactMethodOptions,
  type InquiryKind,
  investmentStageOptions,
  programmeOptions,
  regionOptions,
  scheduleOptions,
  topicOptions,
} from '@/inquiries/schema'
import { lockInquiryBeforeUpdate } from '../inquiry-lock'
import { exportInquiriesCsv } from './export-csv'
import { keepNotesAppendOnly, recordNotesAuthor, recordStatusChange } from './hooks'
import { notifySubmitter, planNotification, recordAnswers } from './notify'
import {
  inquiryKindOptions,
  inquiryStatusOptions,
  notificationChannelOptions,
  notificationOutcomeOptions,
} from './options'

/** Shown and kept only for the kinds of form that ask for it. */
const forKinds = (kinds: InquiryKind[], field: Field): Field =>
  ({
    ...field,
    admin: {
      ...('admin' in field ? field.admin : {}),
      condition: (data: { kind?: InquiryKind }) => Boolean(data?.kind && kinds.includes(data.kind)),
    },
  }) as Field

/** What the sender wrote: staff read it, nobody rewrites it (see closedWhereReadOnly). */
const sent = { readOnly: true }

/**
 * Every field the admin shows read-only is also closed to staff writes through every other door:
 * a REST or GraphQL save, and the list's bulk edit, which offers only the fields staff may update.
 * Without it, the bulk edit offered the sender's name, e-mail and message, the consent records
 * and the status history. The site's own writes (the contact endpoint, the hooks, a member's note)
 * go through the Local API or its SQL boundary, which field access does not hold.
 */
function closedWhereReadOnly(fields: Field[]): Field[] {
  return fields.map((field) => {
    let closed = field
    if ('fields' in closed) closed = { ...closed, fields: closedWhereReadOnly(closed.fields) } as Field
    if (closed.type === 'tabs')
      closed = { ...closed, tabs: closed.tabs.map((tab) => ({ ...tab, fields: closedWhereReadOnly(tab.fields) })) }
    const readOnly = 'admin' in closed && (closed.admin as { readOnly?: boolean } | undefined)?.readOnly
    if (!readOnly || !('name' in closed) || closed.type === 'ui') return closed
    return { ...closed, access: { create: () => false, update: () => false, ...closed.access } } as Field
  })
}

/** A text staff write, with who wrote it and when (filled by the hooks, never typed). */
const signedText = (text: Field): Field[] => [
  text,
  { name: 'author', type: 'relationship', relationTo: 'users', label: '작성자', admin: sent },
  { name: 'writtenAt', type: 'date', label: '작성 시각', admin: { ...sent, date: dateTimeAdmin } },
]

/**
 * Inquiries from the four contact forms. Private: only CMS editors list and read them through
 * Payload; a site member reads their own on /user/applications, which the server filters by the
 * better-auth user id stored here. Nobody creates one through the API: the contact endpoint does,
 * after its own checks.
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: '문의', plural: '문의' },
  admin: {
    group: '문의',
    useAsTitle: 'referenceNumber',
    defaultColumns: ['referenceNumber', 'kind', 'name', 'status', 'assignee', 'createdAt'],
    listSearchableFields: ['referenceNumber', 'name', 'email', 'phone', 'companyName'],
    description: '문의 폼으로 들어온 내용입니다. 상태를 바꾸면 변경 이력이 남습니다.',
    components: { beforeListTable: ['@/inquiries/collection/InquiryExportLink#InquiryExportLink'] },
    // The list reads only the columns it shows (ADR 0045). Without it every row Postgres walks past
    // on a deep page also builds its six arrays: page 2,000 took 512 ms at 50,000 inquiries.
    enableListViewSelectAPI: true,
  },
  access: { read: editors, create: () => false, update: editors, delete: admins },
  defaultSort: '-createdAt',
  // The admin list filtered by status or kind, newest first, at 50,000 inquiries (docs/adr/0045-real-scale.md).
  indexes: [{ fields: ['status', 'createdAt'] }, { fields: ['kind', 'createdAt'] }],
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportInquiriesCsv }],
  // Order matters: the answers and the status are settled before the notice to the submitter is planned.
  hooks: {
    // One write of an inquiry at a time: a staff save and a member's note never undo each other.
    beforeOperation: [lockInquiryBeforeUpdate],
    beforeChange: [recordStatusChange, keepNotesAppendOnly, recordNotesAuthor, recordAnswers, planNotification],
    afterChange: [notifySubmitter],
  },
  fields: closedWhereReadOnly([
    {
      type: 'row',
      fields: [
        { name: 'referenceNumber', type: 'text', label: '접수 번호', required: true, unique: true, admin: sent },
        { name: 'kind', type: 'select', label: '종류', required: true, options: inquiryKindOptions, admin: sent },
        {
          name: 'status',
          type: 'select',
          label: '상태',
          required: true,
          defaultValue: 'new',
          index: true,
          options: inquiryStatusOptions,
        },
        { name: 'assignee', type: 'relationship', relationTo: 'users', label: '담당자' },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: '보낸 내용',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', label: '이름', required: true, admin: sent },
                { name: 'phone', type: 'text', label: '연락처', required: true, admin: sent },
                { name: 'email', type: 'email', label: '이메일', required: true, index: true, admin: sent },
              ],
            },
            { name: 'message', type: 'textarea', label: '문의 내용', required: true, admin: sent },
            {
              type: 'row',
              fields: [
                {
                  name: 'contactMethods',
                  type: 'select',
                  hasMany: true,
                  label: '연락 방법',
                  options: [...contactMethodOptions],
                  admin: sent,
                },
                { name: 'textOnly', type: 'checkbox', label: '문자·이메일로만 연락', admin: sent },
                { name: 'interpreter', type: 'checkbox', label: '수어 통역 요청', admin: sent },
              ],
            },
            forKinds(['edu'], {
              name: 'programme',
              type: 'select',
              label: '관심 교육 과정',
              options: [...programmeOptions],
              admin: sent,
            }),
            forKinds(['edu'], {
              name: 'schedule',
              type: 'select',
              label: '희망 일정',
              options: [...scheduleOptions],
              admin: sent,
            }),
            forKinds(['impact'], {
              name: 'applicantGroup',
              type: 'select',
              label: '지원 대상',
              options: [...applicantGroupOptions],
              admin: sent,
            }),
            forKinds(['impact'], {
              name: 'region',
              type: 'select',
              label: '창업 희망 지역',
              options: [...regionOptions],
              admin: sent,
            }),
            forKinds(['impact'], {
              name: 'businessStage',
              type: 'select',
              label: '창업 단계',
              options: [...businessStageOptions],
              admin: sent,
            }),
            forKinds(['invest'], { name: 'companyName', type: 'text', label: '회사 이름', admin: sent }),
            forKinds(['invest'], {
              name: 'investmentStage',
              type: 'select',
              label: '투자 단계',
              options: [...investmentStageOptions],
              admin: sent,
            }),
            forKinds(['invest'], {
              name: 'amountSought',
              type: 'number',
              label: '희망 투자 금액(만원)',
              admin: sent,
            }),
            forKinds(['invest'], {
              name: 'pitchDeck',
              type: 'upload',
              relationTo: 'inquiry-files',
              label: '사업 소개서(PDF)',
              admin: sent,
            }),
            forKinds(['general'], {
              name: 'topic',
              type: 'select',
              label: '문의 주제',
              options: [...topicOptions],
              admin: sent,
            }),
            {
              type: 'row',
              fields: [
                {
                  name: 'privacyConsentAt',
                  type: 'date',
                  label: '개인정보 수집 동의 시각',
                  admin: { ...sent, date: dateTimeAdmin },
                },
                { name: 'privacyNoticeVersion', type: 'text', label: '동의한 안내문 버전', admin: sent },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'sensitiveConsentAt',
                  type: 'date',
                  label: '민감정보 처리 동의 시각',
                  admin: {
                    ...sent,
                    date: dateTimeAdmin,
                    description: '장애 관련 지원 대상과 수어 통역 요청은 이 동의가 있을 때만 받습니다.',
                  },
                },
                { name: 'sensitiveNoticeVersion', type: 'text', label: '동의한 민감정보 안내문 버전', admin: sent },
                {
                  name: 'authorId',
                  type: 'text',
                  label: '회원 ID',
                  index: true,
                  admin: { ...sent, description: '로그인한 회원이 보낸 문의일 때만 있습니다.' },
                },
              ],
            },
          ],
        },
        {
          label: '답변',
          description:
            '여기에 쓴 답변은 문의한 분이 내 신청 현황(비회원은 비회원 문의 조회)에서 읽습니다. 저장하면 답변이 공개되고, 문의한 분이 고른 연락 방법에 이메일이 있으면 알림 메일이 갑니다. 보낸 답변은 고칠 수 없으니, 고칠 내용은 새 답변으로 보내 주세요.',
          fields: [
            {
              name: 'answers',
              type: 'array',
              label: '문의한 분에게 보내는 답변',
              labels: { singular: '답변', plural: '답변' },
              admin: {
                components: { RowLabel: rowTitle({ fields: ['writtenAt', 'text'], fallback: '답변' }) },
              },
              fields: signedText({
                name: 'text',
                type: 'textarea',
                label: '답변 내용',
                required: true,
                maxLength: 4000,
              }),
            },
            {
              name: 'memberNotes',
              type: 'array',
              label: '문의한 분이 남긴 메모',
              labels: { singular: '메모', plural: '메모' },
              // Written only by the member's own action (overrideAccess). A staff save sends back
              // the notes as they were when the page was opened: without this, a note the member
              // added meanwhile was deleted by the next save of status or answer (and the save
              // reads them only after a note being written has committed: lockInquiryBeforeUpdate).
              access: { create: () => false, update: () => false },
              admin: {
                readOnly: true,
                description:
                  '회원이 내 신청 현황에서 덧붙인 내용입니다(남길 때마다 회사 이메일로 알림이 갑니다). 답은 위 답변으로 보내 주세요.',
                components: { RowLabel: rowTitle({ fields: ['writtenAt', 'text'], fallback: '메모' }) },
              },
              fields: [
                { name: 'text', type: 'textarea', label: '내용', required: true, maxLength: MEMBER_NOTE_MAX },
                { name: 'writtenAt', type: 'date', label: '남긴 시각', required: true, admin: { date: dateTimeAdmin } },
              ],
            },
            {
              name: 'notifications',
              type: 'array',
              label: '문의한 분에게 보낸 알림',
              labels: { singular: '알림', plural: '알림' },
              admin: {
                readOnly: true,
                description:
                  '상태가 바뀌거나 답변을 저장할 때마다 남습니다. 문자 메시지 발송 수단은 아직 없습니다: "보내지 못함"으로 남은 문자는 담당자가 직접 보내 주세요.',
                components: {
                  RowLabel: rowTitle({
                    fields: ['sentAt', 'channel', 'outcome'],
                    options: {
                      channel: optionLabels(notificationChannelOptions),
                      outcome: optionLabels(notificationOutcomeOptions),
                    },
                    fallback: '알림',
                  }),
                },
              },
              fields: [
                { name: 'channel', type: 'select', label: '방법', options: notificationChannelOptions },
                { name: 'outcome', type: 'select', label: '결과', options: notificationOutcomeOptions },
                { name: 'summary', type: 'text', label: '내용' },
                { name: 'sentAt', type: 'date', label: '시각', admin: { date: dateTimeAdmin } },
              ],
            },
          ],
        },
        {
          label: '처리 메모',
          fields: [
            {
              name: 'notes',
              type: 'array',
              label: '내부 메모',
              labels: { singular: '메모', plural: '메모' },
              admin: {
                // A bulk edit sets an array as a whole: one note for many inquiries would replace
                // the notes each of them had.
                disableBulkEdit: true,
                description:
                  '담당자끼리만 보는 메모입니다. 문의한 분에게는 보이지 않습니다. 저장된 메모는 고치거나 지울 수 없습니다.',
                components: { RowLabel: rowTitle({ fields: ['writtenAt', 'text'], fallback: '메모' }) },
              },
              fields: signedText({ name: 'text', type: 'textarea', label: '내용', required: true }),
            },
            {
              name: 'statusHistory',
              type: 'array',
              label: '상태 변경 이력',
              labels: { singular: '변경 이력', plural: '변경 이력' },
              admin: {
                readOnly: true,
                components: {
                  RowLabel: rowTitle({
                    fields: ['changedAt', 'from', 'to'],
                    options: { from: optionLabels(inquiryStatusOptions), to: optionLabels(inquiryStatusOptions) },
                    separator: [' · ', ' → '],
                    fallback: '변경 이력',
                  }),
                },
              },
              fields: [
                { name: 'from', type: 'select', label: '이전', options: inquiryStatusOptions },
                { name: 'to', type: 'select', label: '변경', options: inquiryStatusOptions },
                { name: 'changedBy', type: 'relationship', relationTo: 'users', label: '변경한 사람' },
                { name: 'changedAt', type: 'date', label: '변경 시각', admin: { date: dateTimeAdmin } },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'statusChangedAt',
      type: 'date',
      label: '마지막 상태 변경',
      index: true,
      admin: {
        ...sent,
        position: 'sidebar',
        date: dateTimeAdmin,
        description: '비어 있으면 접수 시각. 이때부터 3년이 지나면 파기됩니다 (보존 연장 중이 아니면).',
      },
    },
    {
      name: 'retentionHold',
      type: 'group',
      label: '보존 연장',
      access: { update: adminsField },
      admin: {
        position: 'sidebar',
        description:
          '분쟁이나 조사로 보유 기간이 지나도 지우면 안 될 때 관리자가 켭니다. 끄면 보유 기간이 지난 문의는 다음 새벽 파기 작업에서 파기됩니다.',
      },
      fields: [
        { name: 'held', type: 'checkbox', label: '보존 연장 중', defaultValue: false },
        {
          name: 'reason',
          type: 'text',
          label: '사유',
          maxLength: 200,
          validate: (value: unknown, { siblingData }: { siblingData: { held?: boolean } }) =>
            siblingData.held && !String(value ?? '').trim() ? '보존을 연장하는 사유를 적어 주세요.' : true,
        },
      ],
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      required: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ]),
}
