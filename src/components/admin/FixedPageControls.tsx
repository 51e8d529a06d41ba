'use client'

import { UnpublishButton, useDocumentInfo } from '@payloadcms/ui'
import { isSitePagePath } from '@/site-pages/paths'

/** Whether the page open in the edit view is one of the site's fixed pages (its address never changes). */
function useIsFixedPage(): boolean {
  const { data } = useDocumentInfo()
  const path = (data as { path?: unknown } | undefined)?.path
  return typeof path === 'string' && isSitePagePath(path)
}

/** ▾ menu's 게시 해제, left out for a fixed page: the server refuses it (src/site-pages/fixed-pages.ts). */
export function UnpublishUnlessFixed() {
  return useIsFixedPage() ? null : <UnpublishButton />
}

/**
 * The 게시 예약 drawer offers 게시 and 게시 해제; for a fixed page only 게시 (a scheduled unpublish is
 * refused when scheduled). Payload's drawer has no option for this, so its 게시 해제 choice is hidden.
 */
export function NoUnpublishScheduleForFixed() {
  if (!useIsFixedPage()) return null
  return <style>{'.schedule-publish__type li:has(input[id$="-type-unpublish"]) { display: none; }'}</style>
}
