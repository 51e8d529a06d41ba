'use client'

import { UnpublishButton, useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'
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

const UNPUBLISH_INPUT = 'input[id$="-type-unpublish"]'
const UNPUBLISH_CHOICE = `.schedule-publish__type ${UNPUBLISH_INPUT}`
const PUBLISH_CHOICE = '.schedule-publish__type input[id$="-type-publish"]'

/**
 * The 게시 예약 drawer offers 게시 and 게시 해제; for a fixed page only 게시 (a scheduled unpublish is
 * refused when scheduled). Payload's drawer has no option for this: its 게시 해제 choice is hidden,
 * and since the drawer preselects 게시 해제 when there is no newer draft, 게시 is chosen instead.
 */
export function NoUnpublishScheduleForFixed() {
  const fixed = useIsFixedPage()
  useEffect(() => {
    if (!fixed) return
    const choosePublish = () => {
      if (document.querySelector<HTMLInputElement>(UNPUBLISH_CHOICE)?.checked) {
        document.querySelector<HTMLInputElement>(PUBLISH_CHOICE)?.click()
      }
    }
    const observer = new MutationObserver(choosePublish)
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['checked'] })
    return () => observer.disconnect()
  }, [fixed])
  if (!fixed) return null
  return <style>{`.schedule-publish__type li:has(${UNPUBLISH_INPUT}) { display: none; }`}</style>
}
