import { LinkFeature, lexicalEditor, UploadFeature } from '@payloadcms/richtext-lexical'
import type { CollectionSlug, Field, TextFieldSingleValidation } from 'payload'
import { checkLink } from '@/lib/link-rule'
import { LINKABLE_COLLECTIONS } from './links'

const checkTypedLink = checkLink('링크 주소', { required: true })

/**
 * The drawer's own prefilled value. Payload validates the drawer on its server and merges the answer
 * into a form that may have changed since: the answer for the untouched `https://` arrived after the
 * address was typed and kept the drawer's 저장 refused with no message shown (1 run in 3 of the
 * rich-text journey). It passes here; a link saved with it is still refused with the document
 * (src/lib/payload-text.ts checks every link of the body), and never rendered as a link.
 */
const DRAWER_DEFAULT_URL = 'https://'

/** Links to a page or post are chosen, not typed: only a typed address is checked. */
const checkLinkUrl: TextFieldSingleValidation = (value, { siblingData }) =>
  (siblingData as { linkType?: string } | undefined)?.linkType === 'internal' || value === DRAWER_DEFAULT_URL
    ? true
    : checkTypedLink(value)

/**
 * The one rich-text editor of every field. It offers only what the site renders
 * (src/components/richtext/RichText.tsx): links to pages and posts or to a site path or https address,
 * images from the media library, headings, lists, quotes, rules. Payload's defaults would also
 * offer links to staff accounts and inquiries, inquiry files as images, and embedded relationships
 * that no page shows.
 */
export const siteEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !['link', 'upload', 'relationship'].includes(feature.key)),
    LinkFeature({
      enabledCollections: [...LINKABLE_COLLECTIONS] as CollectionSlug[],
      maxDepth: 1,
      // A typed address follows the site's link rule (a site path or https:), in Korean.
      fields: ({ defaultFields }) =>
        defaultFields.map((field) => (field.name === 'url' ? ({ ...field, validate: checkLinkUrl } as Field) : field)),
      // Typed text is not turned into links as it is typed (an e-mail address became a `mailto:`
      // link the rule then refused); links are made on purpose in the link drawer. Existing
      // automatic links still open.
      disableAutoLinks: 'creationOnly',
    }),
    UploadFeature({ enabledCollections: ['media'] }),
  ],
})
