/** Absolute URL of a site path for the admin's live preview (it runs on the same origin). */
export const livePreviewUrl = (path: string) =>
  `${process.env.SITE_URL ?? ''}/api/preview?path=${encodeURIComponent(path)}`
