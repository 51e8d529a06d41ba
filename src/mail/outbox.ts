import type { CollectionConfig } from 'payload'
import { admins } from '@/access'
import { mailKinds } from './kinds'

/**
 * Mails written here instead of being sent, when no SMTP_URL is set: staff read them in the admin
 * (and tests follow their links). Only the mail job writes; nobody edits a sent mail.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  // Written by the mail job from checked text; nothing here is typed (src/lib/payload-text.ts).
  custom: { typedText: false },
  labels: { singular: '보낸 메일', plural: '보낸 메일함' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'createdAt'],
    group: '설정',
    description:
      'SMTP가 설정되지 않은 동안 사이트가 보낸 메일입니다. 인증·비밀번호 재설정 링크가 들어 있어 관리자만 읽을 수 있습니다.',
  },
  access: {
    read: admins,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'email', label: '받는 사람', required: true, index: true },
    { name: 'subject', type: 'text', label: '제목', required: true },
    { name: 'kind', type: 'select', label: '종류', required: true, options: [...mailKinds] },
    { name: 'text', type: 'textarea', label: '본문(텍스트)', required: true },
    { name: 'html', type: 'textarea', label: '본문(HTML)', admin: { hidden: true } },
    // Payload's JSON editor loads its code editor from a CDN, which this site never reaches: hidden,
    // read through the API (a digest's List-Unsubscribe).
    { name: 'headers', type: 'json', label: '추가 헤더', admin: { hidden: true } },
  ],
}
