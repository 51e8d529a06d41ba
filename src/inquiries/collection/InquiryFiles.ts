import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { admins, editors } from '@/access'

/**
 * Files sent with inquiries (investment pitch decks). Kept outside the public media folder, under
 * the data directory, and served only through Payload's access-checked file route
 * (/api/inquiry-files/file/…), which answers editors alone. Only the contact endpoint creates them,
 * after checking the bytes are a real PDF.
 */
export const InquiryFiles: CollectionConfig = {
  slug: 'inquiry-files',
  labels: { singular: '문의 첨부 파일', plural: '문의 첨부 파일' },
  admin: { group: '문의', defaultColumns: ['filename', 'originalName', 'filesize', 'createdAt'] },
  access: { read: editors, create: () => false, update: () => false, delete: admins },
  upload: {
    staticDir: path.resolve(process.env.DATA_DIR ?? path.resolve(process.cwd(), '.data'), 'inquiry-files'),
    mimeTypes: ['application/pdf'],
  },
  fields: [
    { name: 'originalName', type: 'text', label: '보낸 파일 이름', admin: { readOnly: true } },
    // Payload's own label is English ("MIME Type"): same field, Korean label (src/media/collection.ts).
    { name: 'mimeType', type: 'text', label: '파일 형식' },
    { name: 'thumbnailURL', type: 'text', label: '썸네일 URL' },
  ],
}
