'use client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { ADMIN_SEARCH_PATH } from './paths'

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="textbox"]'))

/**
 * "/" (outside a text field) or Ctrl+K / ⌘K puts the cursor in a search box: the search screen's,
 * else the navigation's; when neither shows (the navigation closed on a phone), the search
 * screen opens.
 */
export function SearchShortcut({ inputIds }: { inputIds: string[] }) {
  const router = useRouter()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey
      if (!(slash || commandK) || typing(event.target) || event.defaultPrevented) return
      event.preventDefault()
      // The search screen's own box first; the navigation's only while it is open.
      const input = inputIds
        .map((id) => document.getElementById(id) as HTMLInputElement | null)
        .find(
          (box) =>
            box &&
            box.getClientRects().length > 0 &&
            getComputedStyle(box).visibility !== 'hidden' &&
            !box.closest('[inert]'),
        )
      if (input) {
        input.focus()
        input.select()
      } else router.push(ADMIN_SEARCH_PATH)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [inputIds, router])
  return null
}
