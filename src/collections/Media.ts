import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, editors } from '@/access'
import { cacheTags } from '@/lib/cache-tags'
import { revalidateCollection } from '@/lib/revalidate'
import { refuseDeletingMediaInUse } from '@/media/refuse-delete'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '미디어', plural: '미디어' },
  admin: { group: '콘텐츠', defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'] },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  // An image in use cannot be deleted: the refusal names where it is used (src/media/usage.ts).
  hooks: { ...revalidateCollection(() => [cacheTags.media]), beforeDelete: [refuseDeletingMediaInUse] },
  upload: {
    // The top-level media/ folder by default; tests and other data directories use their own.
    staticDir: process.env.MEDIA_DIR ?? path.resolve(process.cwd(), 'media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'video/mp4', 'video/webm', 'text/vtt'],
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 768, height: 512, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'og', width: 1200, height: 630, formatOptions: { format: 'jpeg', options: { quality: 82 } } },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: '대체 텍스트',
      required: true,
      admin: { description: '화면을 볼 수 없는 분께 읽어 줄 설명입니다. 동영상과 자막 파일은 내용을 적어 주세요.' },
    },
  ],
}
