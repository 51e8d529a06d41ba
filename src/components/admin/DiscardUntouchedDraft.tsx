'use client'

import { useConfig, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import { editsHere, lockName } from './editing-tab-lock'

/**
 * In the edit view of collections with autosaved drafts (src/drafts/untouched.ts): when staff
 * leave a document without changing anything, asks the server to discard it if it is still an
 * untouched draft ("새로 생성" pressed, then left). The server decides; a real document, or one
 * changed in another tab, stays. A tab that another tab's editing lock holds back (OneEditingTab)
 * never asks: the other tab may still be typing the draft's first words. Renders nothing.
 */
export function DiscardUntouchedDraft() {
  const { id, collectionSlug } = useDocumentInfo()
  const modified = useFormModified()
  const {
    config: { routes, serverURL },
  } = useConfig()
  const changed = useRef(false)
  if (modified) changed.current = true

  useEffect(() => {
    if (!id || !collectionSlug) return
    const documentPath = `${routes.admin}/collections/${collectionSlug}/${id}`
    const discard = () => {
      if (changed.current || !editsHere(lockName(collectionSlug, id))) return
      fetch(`${serverURL ?? ''}${routes.api}/drafts/discard-untouched`, {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ collection: collectionSlug, id }),
      }).catch(() => {})
    }
    // Closing the tab, reloading or typing another address.
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) discard()
    }
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      // A navigation inside the admin; the document's own versions or API tab is not leaving it.
      setTimeout(() => {
        const path = window.location.pathname
        if (path !== documentPath && !path.startsWith(`${documentPath}/`)) discard()
      }, 300)
    }
  }, [id, collectionSlug, routes.admin, routes.api, serverURL])

  return null
}
