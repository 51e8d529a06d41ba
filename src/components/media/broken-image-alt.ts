'use client'
import { useEffect } from 'react'

/**
 * next/image's `color: transparent` hides an image's alt text while it loads; its `Image`
 * component removes it when the image fails, so the alt text shows. CmsImage renders the same
 * `<img>` on the server, and this one listener (error events do not bubble: captured) does that.
 */
export function useBrokenImageAlt() {
  useEffect(() => {
    const onError = (event: Event) => {
      const image = event.target
      if (image instanceof HTMLImageElement && image.dataset.nimg !== undefined) image.style.removeProperty('color')
    }
    document.addEventListener('error', onError, true)
    return () => document.removeEventListener('error', onError, true)
  }, [])
}
