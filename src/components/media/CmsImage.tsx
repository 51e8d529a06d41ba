import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { Media } from '@/payload-types'

/** Phones: the viewports that get a priority image's inline rendition instead of its sources. */
const WIDER_THAN_A_PHONE = '(min-width: 481px)'

type Props = {
  media: Media | number | null | undefined
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  /**
   * The largest image above the fold: preloaded, not lazy, and on phones inside the HTML
   * (src/media/inline-phone-image.ts), so that it paints with the page's first paint.
   */
  priority?: boolean
  className?: string
  /** Decorative images (the text next to them says it all) get an empty alt. */
  decorative?: boolean
}

/**
 * An uploaded image through next/image's optimizer (AVIF/WebP, responsive, explicit size: no
 * layout shift). The `<img>` is next/image's own markup from `getImageProps`, rendered on the
 * server: the `Image` component would add its client code (6.6 KB gzip) to every page with an
 * image, for what `useBrokenImageAlt` (alt text shown when loading fails) and the preload below do.
 */
export function CmsImage({ media, sizes, priority = false, className, decorative = false }: Props) {
  if (!media || typeof media === 'number' || !media.filename || !media.mimeType?.startsWith('image/')) return null
  const focal = media.focalX != null && media.focalY != null ? `${media.focalX}% ${media.focalY}%` : undefined
  const { props } = getImageProps({
    src: `/api/media/file/${encodeURIComponent(media.filename)}`,
    alt: decorative ? '' : media.alt,
    width: media.width ?? 1600,
    height: media.height ?? 1000,
    sizes,
    preload: priority,
    // Next 16's `preload` no longer raises the fetch priority as `priority` did: without it the
    // hero (the home page's LCP) started at low priority, behind scripts and fonts.
    fetchPriority: priority ? 'high' : undefined,
    className,
    style: focal ? { objectPosition: focal } : undefined,
  })
  return priority ? <PriorityImage media={media} image={props} /> : <NextImg image={props} />
}

type ImageProps = ReturnType<typeof getImageProps>['props']

/**
 * next/image's `<img>`. `data-nimg` (the alt-text listener looks for it) comes from Image, not
 * getImageProps; the attributes keep Image's order, so the HTML is byte for byte what it rendered.
 * `inline`: a phone's inline rendition instead of the sources (those go to the `<picture>`'s).
 */
function NextImg({ image, inline }: { image: ImageProps; inline?: string }) {
  const { className, style, sizes, srcSet, src, ...rest } = image
  return (
    // biome-ignore lint/performance/noImgElement: next/image's markup, see above
    // biome-ignore lint/a11y/useAltText: alt is in `rest` (empty for decorative images)
    <img
      {...rest}
      data-nimg="1"
      className={className}
      style={style}
      sizes={inline ? undefined : sizes}
      srcSet={inline ? undefined : srcSet}
      src={inline ?? src}
    />
  )
}

/**
 * The largest image above the fold: on phones its inline rendition, if it has one, else preloaded
 * as next/image's Image does in the App Router. The reader is imported here, when a page has such
 * an image, so that rendering other images needs no Payload.
 */
async function PriorityImage({ media, image }: { media: Media; image: ImageProps }) {
  const { getInlinePhoneImage } = await import('@/lib/content')
  const inline = await getInlinePhoneImage(media.id, media.updatedAt)
  preload(image.src, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    fetchPriority: image.fetchPriority,
    media: inline ? WIDER_THAN_A_PHONE : undefined,
  })
  if (!inline) return <NextImg image={image} />
  return (
    <picture>
      <source media={WIDER_THAN_A_PHONE} sizes={image.sizes} srcSet={image.srcSet} />
      <NextImg image={image} inline={inline} />
    </picture>
  )
}
