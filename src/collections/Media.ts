import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, editors } from '@/access'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '미디어', plural: '미디어' },
  admin: { group: '콘텐츠' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  upload: {
    staticDir: path.resolve(process.cwd(), 'media'),
    mimeTypes: ['image/*'],
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: '대체 텍스트',
      required: true,
      admin: { description: '화면을 볼 수 없는 분께 읽어 줄 이미지 설명입니다.' },
    },
  ],
}
