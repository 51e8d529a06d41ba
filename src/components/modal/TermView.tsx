'use client'
import { useEffect, useId, useState } from 'react'
import type { ModalEntry } from '@/stores/modal'
import { useModalDialog } from './useModalDialog'

type TermEntry = Extract<ModalEntry, { modalType: 'term' }>
type Loaded = { state: 'loading' } | { state: 'ready'; html: string } | { state: 'failed' }

/**
 * The `term` view: a legal text to read before agreeing. A CMS document is taken from
 * its own page (`/legal/terms`, served from Next's cache), so the modal and the page can never
 * disagree; a short notice (e.g. the collection of personal data) comes inline as text.
 */
export function TermView({ entry }: { entry: TermEntry }) {
  const dialog = useModalDialog()
  const titleId = useId()
  const { doc, body, title } = entry.data
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })

  useEffect(() => {
    if (!doc) return
    let cancelled = false
    fetch(`/legal/${doc}`)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((page) => {
        const article = new DOMParser().parseFromString(page, 'text/html').querySelector('main article')
        article?.querySelector('h1')?.remove()
        if (!article) throw new Error('no article')
        if (!cancelled) setLoaded({ state: 'ready', html: article.innerHTML })
      })
      .catch(() => {
        if (!cancelled) setLoaded({ state: 'failed' })
      })
    return () => {
      cancelled = true
    }
  }, [doc])

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      className="modal modal-term"
      data-modal-id={entry.modalId}
      data-modal-type="term"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        entry.finish(true)
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="modal-term-body" tabIndex={0} aria-label={`${title} 내용`}>
        {body ? <p className="prewrap">{body}</p> : null}
        {doc && loaded.state === 'loading' ? <p role="status">내용을 불러오는 중입니다…</p> : null}
        {doc && loaded.state === 'failed' ? (
          <p role="alert">
            내용을 불러오지 못했습니다.{' '}
            <a href={`/legal/${doc}`} target="_blank" rel="noopener">
              {title} 페이지에서 보기 (새 창)
            </a>
          </p>
        ) : null}
        {doc && loaded.state === 'ready' ? (
          // Our own page's server-rendered HTML (React-escaped CMS text), same origin.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
          <div dangerouslySetInnerHTML={{ __html: loaded.html }} />
        ) : null}
      </section>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => entry.finish(true)}>
          확인
        </button>
      </div>
    </dialog>
  )
}
