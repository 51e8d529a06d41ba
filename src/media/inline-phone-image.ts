import type { CollectionBeforeChangeHook, Payload } from 'payload'
import { limitedSharp } from '@/media/upload-checks'

/**
 * The largest image above the fold, sent to phones inside the page's own HTML.
 *
 * On a phone's network every request costs a round trip (about 560 ms under Lighthouse's 4G), so
 * a hero fetched after the HTML painted at 1.9× a bare page however early it was preloaded;
 * inside the HTML it paints with the text (docs/performance.md, "The hero inside the HTML"). Each uploaded image therefore
 * keeps one small rendition as a data URL: 750 px wide (a phone's width at 2×), WebP, at most
 * MAX_BYTES; a detailed picture that will not fit gets 640 px at a lower quality (Lighthouse's
 * phone is 721 device pixels wide: a little soft, against a hero painted one round trip late, LCP
 * 1.97× the bare page on /impact-franchise/page-a); none when even that will not fit (it then
 * loads as before).
 * WebP, not AVIF: as small on the seed's pictures (3.7–8.5 KB against 4.7–8.8 KB) and 4–7 times
 * cheaper to encode, which every upload (and the first run's seed) waits for.
 * Wider screens keep next/image's responsive sources (src/components/media/CmsImage.tsx).
 */
/** Every KB here is sent twice: in the HTML and in React's copy of it. */
const MAX_BYTES = 12_000
/** Tried in order until one fits MAX_BYTES. */
const ATTEMPTS = [
  { width: 750, quality: 50 },
  { width: 750, quality: 35 },
  { width: 640, quality: 35 },
  { width: 640, quality: 25 },
]

/** The rendition of an image file's bytes as a data URL, or null (not an image, or too detailed). */
export async function renderInlinePhoneImage(bytes: Buffer): Promise<string | null> {
  const image = limitedSharp(bytes).rotate()
  for (const { width, quality } of ATTEMPTS) {
    const webp = await image
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer()
      .catch(() => null)
    if (!webp) return null
    if (webp.length <= MAX_BYTES) return `data:image/webp;base64,${webp.toString('base64')}`
  }
  return null
}

const isRaster = (mimeType: string | undefined) =>
  Boolean(mimeType?.startsWith('image/')) && mimeType !== 'image/svg+xml'

/** On each upload (a new file or a replaced one) the rendition is made from the file's bytes. */
export const storeInlinePhoneImage: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file?.data) return data
  data.inlinePhoneImage = isRaster(file.mimetype) ? await renderInlinePhoneImage(file.data) : null
  return data
}

/** A media item's rendition: the field is hidden from every API, so only this reader sees it. */
export async function findInlinePhoneImage(payload: Payload, id: number): Promise<string | null> {
  const doc = await payload
    .findByID({
      collection: 'media',
      id,
      depth: 0,
      select: { inlinePhoneImage: true },
      showHiddenFields: true,
      overrideAccess: false,
      disableErrors: true,
    })
    .catch(() => null)
  return doc?.inlinePhoneImage ?? null
}
