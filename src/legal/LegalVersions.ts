import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  ValidationError,
} from 'payload'
import { admins, isAdminUser, isEditorUser } from '@/access'
import { dayAdmin } from '@/admin/korean'
import { EXPIRE_TAGS_TASK } from '@/community/scheduling'
import { activityHooks } from '@/content-activity/record'
import { cacheTags } from '@/lib/cache-tags'
import { formatIsoDay } from '@/lib/format'
import { revalidateCollection } from '@/lib/revalidate'
import { startOfSeoulDay } from '@/lib/seoul-days'
import { legalDocuments } from './documents'
import { LEGAL_NOTICE_TASK, noticeMailTime } from './notice-mail'
import {
  ADVERSE_NOTICE_DAYS,
  earliestEffectiveDay,
  effectiveDay,
  type LegalVersionFacts,
  NOTICE_DAYS,
  noticeDaysOf,
  noticeStartOf,
  versionInEffect,
} from './versions'

const LEGAL_BASIS =
  '근거: 「약관의 규제에 관한 법률」 제3조와 공정거래위원회 전자상거래 표준약관 제3조(시행일 7일 전 공지, 회원에게 불리한 변경은 30일 전 공지), 「개인정보 보호법」 제30조와 같은 법 시행령 제31조(개인정보처리방침의 공개와 변경 공지).'

/** What the list shows of a version: where it stands at this moment. */
function stateOf(version: Partial<LegalVersionFacts> & { noticeStartsAt?: string | null }, now = new Date()) {
  if (!version.effectiveDate || !version.noticeStartsAt) return ''
  if (new Date(version.effectiveDate) <= now) return '시행됨'
  if (new Date(version.noticeStartsAt) <= now) return '공지 중 (시행 예정)'
  return '공지 전 (고칠 수 있음)'
}

/**
 * The notice days as the rules count them, the first day of notice, and the title the admin lists;
 * and the 시행일 checked: a new version (or a changed date) must leave its whole notice period
 * ahead, unless it is the document's first version, which has no members to tell.
 */
const settleVersion: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const merged = { ...originalDoc, ...data } as LegalVersionFacts
  if (!merged.effectiveDate || !merged.document) return data
  // The day as picked, at Seoul midnight, whatever hour the date picker sent.
  const effectiveDate = startOfSeoulDay(effectiveDay(merged)).toISOString()
  const facts = { ...merged, effectiveDate }
  const dateChanged =
    operation === 'create' ||
    !originalDoc?.effectiveDate ||
    effectiveDay(originalDoc) !== effectiveDay(facts) ||
    noticeDaysOf(originalDoc) !== noticeDaysOf(facts)
  // The seed writes the demo's history, dates in the past included.
  if (dateChanged && !req.context.seed) {
    const now = new Date()
    const { docs } = await req.payload.find({
      collection: 'legal-versions',
      where: { document: { equals: facts.document } },
      pagination: false,
      depth: 0,
      select: { document: true, effectiveDate: true },
      overrideAccess: true,
      req,
    })
    const others = docs.filter((doc) => doc.id !== originalDoc?.id)
    if (others.some((doc) => effectiveDay(doc) === effectiveDay(facts))) {
      throw new ValidationError({
        errors: [
          {
            path: 'effectiveDate',
            message: `이 문서에는 시행일이 ${formatIsoDay(effectiveDay(facts))}인 버전이 이미 있습니다.`,
          },
        ],
      })
    }
    const earliest = earliestEffectiveDay(facts, now)
    if (versionInEffect(others, facts.document, now) && effectiveDay(facts) < earliest) {
      throw new ValidationError({
        errors: [
          {
            path: 'effectiveDate',
            message: `${noticeDaysOf(facts)}일 동안 미리 알려야 하므로 시행일은 ${formatIsoDay(earliest)} 이후여야 합니다. 공지는 빨라도 내일 0시에 시작합니다.`,
          },
        ],
      })
    }
  }
  return {
    ...data,
    effectiveDate,
    noticeDays: noticeDaysOf(facts),
    noticeStartsAt: noticeStartOf(facts).toISOString(),
    title: `${legalDocuments[facts.document]} ${formatIsoDay(effectiveDay(facts))} 시행`,
  }
}

/**
 * The site changes at the notice's start (the notice bar) and at the 시행일 (the text in effect),
 * with nobody pressing a button: jobs of the site's own queue expire the legal texts' pages then,
 * and send the members' notice mail on the first day of notice.
 */
const scheduleChanges: CollectionAfterChangeHook = async ({ context, doc, req }) => {
  if (context.noticeMailed) return doc
  const now = Date.now()
  for (const when of [new Date(doc.noticeStartsAt), new Date(doc.effectiveDate)]) {
    if (when.getTime() > now) {
      await req.payload.jobs.queue({ task: EXPIRE_TAGS_TASK, input: { tags: [cacheTags.legal] }, waitUntil: when, req })
    }
  }
  if (!doc.noticeMailedAt && new Date(doc.effectiveDate).getTime() > now) {
    const mailAt = noticeMailTime(new Date(doc.noticeStartsAt))
    await req.payload.jobs.queue({
      task: LEGAL_NOTICE_TASK,
      input: { version: doc.id },
      waitUntil: mailAt.getTime() > now ? mailAt : undefined,
      req,
    })
  }
  return doc
}

const activity = activityHooks('legal')
const legalPages = revalidateCollection(() => [cacheTags.legal])
/** The notice job's "mailed" mark is not a staff member's edit. */
const recordActivity: CollectionAfterChangeHook = (args) =>
  args.context.noticeMailed ? args.doc : activity.afterChange(args)

/** Anyone reads a version once its notice has begun; staff read the ones still being written. */
const readable = ({ req }: { req: { user?: unknown } }) =>
  isEditorUser(req.user as never) || { noticeStartsAt: { less_than_equal: new Date().toISOString() } }

/** Admins change or delete a version only before its notice begins: what was announced stays as announced. */
const beforeNotice = ({ req }: { req: { user?: unknown } }) =>
  isAdminUser(req.user as never) && { noticeStartsAt: { greater_than: new Date().toISOString() } }

/**
 * 이용약관 and 개인정보처리방침 as a ledger of versions, each with its 시행일 and what changed. The
 * site shows the version in effect, every earlier one at its own address, and the differences
 * between two (src/app/(site)/(main-nav)/legal); it announces a coming version from its notice's
 * start, mails members, and asks them to agree again when the version says so.
 */
export const LegalVersions: CollectionConfig = {
  slug: 'legal-versions',
  labels: { singular: '약관·방침 버전', plural: '약관·방침' },
  admin: {
    group: '설정',
    useAsTitle: 'title',
    defaultColumns: ['title', 'state', 'summary', 'requiresConsent'],
    description: `이용약관과 개인정보처리방침을 시행일이 있는 버전으로 씁니다. 새 버전은 시행일 ${NOTICE_DAYS}일 전(불리한 변경은 ${ADVERSE_NOTICE_DAYS}일 전)부터 사이트 모든 화면에 공지되고 회원에게 메일로 알려지며, 시행일 0시(한국 시간)에 저절로 시행됩니다. 공지가 시작된 버전은 고치거나 지울 수 없으니, 고칠 내용은 새 버전으로 쓰세요. ${LEGAL_BASIS}`,
  },
  access: { read: readable, create: admins, update: beforeNotice, delete: beforeNotice },
  defaultSort: '-effectiveDate',
  indexes: [{ fields: ['document', 'effectiveDate'], unique: true }],
  hooks: {
    beforeChange: [settleVersion],
    // The pages change at once on a save or a delete (the project's one revalidation hook), and later by the jobs.
    afterChange: [...legalPages.afterChange, scheduleChanges, recordActivity],
    afterDelete: [...legalPages.afterDelete, activity.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', label: '제목', admin: { hidden: true } },
    {
      name: 'document',
      type: 'select',
      label: '문서',
      required: true,
      index: true,
      options: Object.entries(legalDocuments).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'effectiveDate',
      type: 'date',
      label: '시행일',
      required: true,
      index: true,
      admin: { date: dayAdmin, description: '이날 0시(한국 시간)에 이 버전이 시행됩니다.' },
    },
    {
      name: 'summary',
      type: 'textarea',
      label: '변경 요약',
      required: true,
      maxLength: 500,
      admin: {
        description: '무엇이 왜 바뀌는지 한두 문장으로 씁니다. 공지 막대, 회원 안내 메일, 버전 목록에 그대로 나옵니다.',
      },
    },
    { name: 'body', type: 'richText', label: '전문', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'adverse',
          type: 'checkbox',
          label: '회원에게 불리한 변경',
          defaultValue: false,
          admin: { description: `공지 기간이 ${ADVERSE_NOTICE_DAYS}일 이상이 됩니다.` },
        },
        {
          name: 'requiresConsent',
          type: 'checkbox',
          label: '회원 재동의 필요',
          defaultValue: false,
          admin: { description: '시행일 뒤 회원이 다음에 로그인하면 이 버전에 다시 동의하도록 묻습니다.' },
        },
        {
          name: 'noticeDays',
          type: 'number',
          label: '사전 공지 기간(일)',
          defaultValue: NOTICE_DAYS,
          min: NOTICE_DAYS,
          max: 365,
          admin: {
            description: `${NOTICE_DAYS}일 이상. 불리한 변경이면 ${ADVERSE_NOTICE_DAYS}일보다 짧게 적어도 ${ADVERSE_NOTICE_DAYS}일로 맞춥니다.`,
          },
        },
      ],
    },
    {
      name: 'state',
      type: 'text',
      label: '상태',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar', disableBulkEdit: true, disableListFilter: true },
      hooks: { afterRead: [({ siblingData }) => stateOf(siblingData ?? {})] },
    },
    {
      name: 'noticeStartsAt',
      type: 'date',
      label: '공지 시작',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy.MM.dd HH:mm' },
        description: '시행일에서 공지 기간을 뺀 날 0시. 저장하면 계산됩니다.',
      },
    },
    {
      name: 'noticeMailedAt',
      type: 'date',
      label: '회원 안내 메일',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy.MM.dd HH:mm' },
        description: '공지 첫날 오전 9시에 회원 모두에게 보냅니다.',
      },
    },
  ],
}
