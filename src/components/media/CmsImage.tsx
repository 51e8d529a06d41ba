import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  /** The largest image above the fold: preloaded, not lazy. */
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
  // What next/image's Image does for a preloaded image in the App Router.
  if (priority) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    })
  }
  // `data-nimg` (the alt-text listener looks for it) comes from Image, not getImageProps;
  // the attributes keep Image's order, so the HTML is byte for byte what it rendered.
  const { className: imageClass, style, sizes: imageSizes, srcSet, src, ...rest } = props
  return (
    // biome-ignore lint/performance/noImgElement: next/image's markup, see above
    // biome-ignore lint/a11y/useAltText: alt is in `rest` (empty for decorative images)
    <img {...rest} data-nimg="1" className={imageClass} style={style} sizes={imageSizes} srcSet={srcSet} src={src} />
  )
}
