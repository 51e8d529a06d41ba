import { LinkFeature, lexicalEditor, UploadFeature } from '@payloadcms/richtext-lexical'
import type { CollectionSlug } from 'payload'
import { LINKABLE_COLLECTIONS } from './links'

/**
 * The one rich-text editor of every field. It offers only what the site renders
 * (src/components/richtext/RichText.tsx): links to pages and posts or to any web address,
 * images from the media library, headings, lists, quotes, rules. Payload's defaults would also
 * offer links to staff accounts and inquiries, inquiry files as images, and embedded relationships
 * that no page shows.
 */
export const siteEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !['link', 'upload', 'relationship'].includes(feature.key)),
    LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] as CollectionSlug[], maxDepth: 1 }),
    UploadFeature({ enabledCollections: ['media'] }),
  ],
})
