import {
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'
import { admins, adminsField, adminsOrSelf, editorRoles, editors, isAdminUser } from '@/access'
import { serverEnv } from '@/config/env'
import { staffResetPasswordMail } from '@/mail/templates'
import { enforceStaffPasswordPolicy } from './password-policy'
import { limitStaffSignIn, rememberStaffSignIn } from './sign-in-limits'

/** A colleague's e-mail is theirs and the admins': editors see each other's names and roles only. */
const adminsOrOwnAccount: FieldAccess = ({ req, doc, id }) =>
  isAdminUser(req.user) || (req.user?.collection === 'users' && String(req.user.id) === String(doc?.id ?? id))

/** Inquiries still waiting for their 담당자: new or in review. */
const OPEN_STATUSES = ['new', 'in-review']

/**
 * A colleague who leaves hands their open inquiries on first: deleting the account would empty
 * 담당자 on each of them, and they would drop out of the dashboard's lists without anyone noticing.
 * Answered and closed ones keep their history (the assignee goes, the notes keep its name).
 */
const handOverOpenInquiries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'inquiries',
    where: { and: [{ assignee: { equals: id } }, { status: { in: OPEN_STATUSES } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return
  throw new APIError(
    `이 계정이 담당한 처리 중인 문의가 ${totalDocs}건 있어 삭제하지 않았습니다. 문의 목록에서 담당자로 거르고, 여러 건을 골라 담당자를 다른 분으로 바꾼 뒤 다시 삭제해 주세요.`,
    409,
    undefined,
    true,
  )
}

/** Payload's forgot-password mail in Korean, its link to the admin's own reset screen. */
const staffResetMail = ({
  req,
  token,
  user,
}: {
  req?: PayloadRequest
  token?: string
  user?: { name?: string | null; email: string }
} = {}) =>
  staffResetPasswordMail(
    '푸드임팩트',
    user ?? { email: '' },
    `${serverEnv().SITE_URL}${req?.payload.config.routes.admin ?? '/admin'}/reset/${token}`,
  )

/**
 * CMS staff who log into /admin. Site members are a separate user base (better-auth).
 * Roles (README "관리자 권한"): 관리자 manages staff accounts; 편집자 sees colleagues'
 * names and roles (inquiry assignees, note authors, "being edited by"), and edits only their own
 * name and password.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '관리자 계정', plural: '관리자 계정' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role'],
    group: '설정',
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No lock-out: anyone who knows a staff e-mail could lock its owner out, again and again.
    // Logins are limited per client address and per account instead (./sign-in-limits.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax' },
    forgotPassword: {
      generateEmailSubject: (args) => staffResetMail(args).subject,
      generateEmailHTML: (args) => staffResetMail(args).html,
    },
  },
  access: {
    admin: ({ req }) => Boolean(req.user?.role && editorRoles.includes(req.user.role)),
    create: admins,
    delete: admins,
    read: editors,
    update: adminsOrSelf,
    unlock: admins,
  },
  hooks: {
    beforeOperation: [limitStaffSignIn, enforceStaffPasswordPolicy],
    afterOperation: [rememberStaffSignIn],
    beforeDelete: [handOverOpenInquiries],
    beforeValidate: [
      // Everyone shows by name in the admin (assignees, note authors, locks): an account made
      // without one is named after its e-mail's local part until someone gives it a real name.
      ({ data }) => (data && !data.name && data.email ? { ...data, name: String(data.email).split('@')[0] } : data),
    ],
    beforeChange: [
      // The first account (Payload's first-user screen on a database started without --seed,
      // docs/deploy.md) runs the CMS: an admin whatever the form says, or nobody could add the others.
      async ({ operation, data, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
        return totalDocs === 0 ? { ...data, role: 'admin' } : data
      },
    ],
  },
  fields: [
    // Payload's own e-mail field, with who may read it. Drawn by Payload's account form (as its own
    // definition says with `Field: false`), not again among the fields: the first-user screen
    // showed it twice.
    {
      name: 'email',
      type: 'email',
      label: '이메일',
      access: { read: adminsOrOwnAccount },
      admin: { components: { Field: false } },
    },
    { name: 'name', type: 'text', label: '이름', required: true },
    {
      name: 'role',
      type: 'select',
      label: '권한',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: '관리자', value: 'admin' },
        { label: '편집자', value: 'editor' },
      ],
      access: { create: adminsField, update: adminsField },
      // The first account is an admin whatever is sent: its screen (no one signed in) offers no choice.
      admin: { condition: (_data, _siblingData, { user }) => Boolean(user) },
    },
  ],
}
