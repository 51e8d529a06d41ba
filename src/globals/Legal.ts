import type { Field, GlobalConfig } from 'payload'
import { admins, anyone } from '@/access'
import { dayAdmin } from '@/admin/korean'
import { globalActivityHook } from '@/content-activity/record'
import { cacheTags } from '@/lib/cache-tags'
import { revalidateGlobal } from '@/lib/revalidate'
import { legalDocuments } from './legal-documents'

const legalDocument = (name: string, label: string): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    { name: 'effectiveDate', type: 'date', label: '시행일', required: true, admin: { date: dayAdmin } },
    { name: 'body', type: 'richText', label: '내용', required: true },
  ],
})

/** Terms of service and privacy policy, shown on their pages and in the `term` modal. */
export const Legal: GlobalConfig = {
  slug: 'legal',
  label: '약관 및 개인정보처리방침',
  admin: {
    group: '설정',
    description: '이용약관과 개인정보처리방침입니다. 법적 효력이 있어 관리자만 바꿀 수 있습니다.',
  },
  access: { read: anyone, update: admins },
  versions: { max: 20 },
  hooks: { afterChange: [...revalidateGlobal(cacheTags.legal), globalActivityHook('legal', '약관·방침')] },
  fields: [legalDocument('terms', legalDocuments.terms), legalDocument('privacy', legalDocuments.privacy)],
}
