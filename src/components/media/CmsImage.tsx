import Image from 'next/image'
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

/** An uploaded image through next/image (AVIF/WebP, responsive, explicit size: no layout shift). */
export function CmsImage({ media, sizes, priority = false, className, decorative = false }: Props) {
  if (!media || typeof media === 'number' || !media.filename || !media.mimeType?.startsWith('image/')) return null
  const focal = media.focalX != null && media.focalY != null ? `${media.focalX}% ${media.focalY}%` : undefined
  return (
    <Image
      src={`/api/media/file/${encodeURIComponent(media.filename)}`}
      alt={decorative ? '' : media.alt}
      width={media.width ?? 1600}
      height={media.height ?? 1000}
      sizes={sizes}
      priority={priority}
      className={className}
      style={focal ? { objectPosition: focal } : undefined}
    />
  )
}
