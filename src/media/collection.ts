import path from 'node:path'
import type { CollectionConfig, Field } from 'payload'
import { anyone, editors } from '@/access'
import { downloadMimeTypes } from '@/blocks/config'
import { activityHooks } from '@/content-activity/record'
import { cacheTags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'
import { storeInlinePhoneImage } from '@/media/inline-phone-image'
import { refuseDeletingMediaInUse } from '@/media/refuse-delete'
import { checkMediaUpload } from '@/media/upload-checks'

/** A generated size's subfields stay out of the media list's columns, filters and grouping. */
const sizeAdmin = { disableListColumn: true, disableListFilter: true, disableGroupBy: true }

/** Korean names of the generated sizes (the size keys are stored names and stay). */
const sizeLabels: Record<string, string> = { thumbnail: '썸네일', card: '카드', hero: '첫 화면', og: '공유 이미지' }

/**
 * Labels of Payload's upload fields that it leaves in English ("MIME Type", "Thumbnail URL", the
 * size keys): same names and types, so Payload merges them into its own fields and nothing else
 * about them (or the database) changes. The sizes' own subfields are kept out of the list's
 * columns and filters instead (`imageSizes[].admin`): nobody sorts media by a thumbnail's width.
 */
const mimeType: Field = { name: 'mimeType', type: 'text', label: '파일 형식' }
const uploadFieldLabels: Field[] = [
  mimeType,
  { name: 'thumbnailURL', type: 'text', label: '썸네일 URL' },
  {
    name: 'sizes',
    type: 'group',
    label: '크기별 이미지',
    fields: Object.entries(sizeLabels).map(
      ([name, label]): Field => ({ name, type: 'group', label, fields: [mimeType] }),
    ),
  },
]

/** Who uploaded, replaced, described or deleted which file (src/content-activity), named by its file name. */
const activity = activityHooks('media', { titleField: 'filename' })

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '미디어', plural: '미디어' },
  admin: { group: '콘텐츠', defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'] },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  // An image in use cannot be deleted: the refusal names where it is used (src/media/usage.ts).
  hooks: {
    // A file is what its bytes are, under a name of the safe form (src/media/upload-checks.ts).
    beforeOperation: [checkMediaUpload],
    // Phones get the largest image above the fold inside the HTML (src/media/inline-phone-image.ts).
    beforeChange: [storeInlinePhoneImage],
    // Pages with images show the change at once; a deleted or replaced file also takes its resized
    // copies with it (they are kept in files that outlive restarts, ADR 0051).
    afterChange: [
      async ({ doc, previousDoc, req, operation }) => {
        const replaced = operation === 'update' && previousDoc?.filename && previousDoc.filename !== doc.filename
        await expireTags(replaced ? [cacheTags.media, cacheTags.imagesGone] : [cacheTags.media], req)
        return doc
      },
      activity.afterChange,
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await expireTags([cacheTags.media, cacheTags.imagesGone], req)
        return doc
      },
      activity.afterDelete,
    ],
    beforeDelete: [refuseDeletingMediaInUse],
  },
  upload: {
    // The top-level media/ folder by default; tests and other data directories use their own.
    staticDir: process.env.MEDIA_DIR ?? path.resolve(process.cwd(), 'media'),
    // Documents for the download block (src/blocks/config.ts): public, like every media item.
    mimeTypes: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'video/mp4',
      'video/webm',
      'text/vtt',
      ...downloadMimeTypes,
    ],
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      {
        name: 'thumbnail',
        admin: sizeAdmin,
        width: 400,
        height: 300,
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
      {
        name: 'card',
        admin: sizeAdmin,
        width: 768,
        height: 512,
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      { name: 'hero', admin: sizeAdmin, width: 1920, formatOptions: { format: 'webp', options: { quality: 80 } } },
      {
        name: 'og',
        admin: sizeAdmin,
        width: 1200,
        height: 630,
        formatOptions: { format: 'jpeg', options: { quality: 82 } },
      },
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
    ...uploadFieldLabels,
    // Made from each uploaded file; read only by the page that inlines it (showHiddenFields).
    { name: 'inlinePhoneImage', type: 'text', hidden: true },
  ],
}
