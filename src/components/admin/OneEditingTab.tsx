'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { hold, letGo, lockName } from './editing-tab-lock'
import './one-editing-tab.css'

/**
 * One editing tab per document in a browser (src/drafts/tabs.ts). The tab that opens a document
 * holds its editing lock (./editing-tab-lock.ts) while it shows it. A tab that finds the lock taken
 * stops its form from saving (Ctrl+S included) and shows a dialog over the form until the lock is
 * free and it reloads.
 */
const OPENED_ELSEWHERE = 'site-admin-editing-tabs'

export function OneEditingTab() {
  const { id, collectionSlug } = useDocumentInfo()
  const { setDisabled } = useForm()
  const {
    config: { routes },
  } = useConfig()
  const [state, setState] = useState<'editing' | 'elsewhere' | 'free'>('editing')
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()

  useEffect(() => {
    if (!id || !collectionSlug || !navigator.locks) return
    const key = `${collectionSlug}/${id}`
    const name = lockName(collectionSlug, id)
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OPENED_ELSEWHERE)
    const stop = new AbortController()
    const mine = hold(name)
    let shown = true
    let editing = false
    void mine.granted.then((granted) => {
      if (!shown) return
      if (granted) {
        editing = true
        return
      }
      // Another tab holds it: this one never saves over it, and waits for the lock to be free.
      setDisabled(true)
      setState('elsewhere')
      channel?.postMessage(key)
      navigator.locks
        .request(name, { signal: stop.signal }, () => {
          if (shown) setState('free')
        })
        .catch(() => {})
    })
    if (channel) {
      channel.onmessage = ({ data }: MessageEvent<string>) => {
        if (editing && data === key)
          toast.info(
            '이 문서가 다른 탭에서도 열렸습니다. 그 탭에서는 저장하지 않습니다. 이 탭을 닫은 뒤 그 탭을 새로 고치면 그 탭에서 편집할 수 있습니다.',
            { duration: 30_000 },
          )
      }
    }
    return () => {
      shown = false
      letGo(name, mine)
      stop.abort()
      channel?.close()
    }
  }, [id, collectionSlug, setDisabled])

  useEffect(() => {
    if (state === 'editing') return
    if (!dialog.current?.open) dialog.current?.showModal()
    // The new state's first step, where the keyboard is.
    dialog.current?.querySelector('button')?.focus()
    // Payload's save shortcut listens on the document, past the dialog: held back here.
    const holdSave = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        event.stopImmediatePropagation()
      }
    }
    window.addEventListener('keydown', holdSave, true)
    return () => window.removeEventListener('keydown', holdSave, true)
  }, [state])

  if (state === 'editing') return null
  const free = state === 'free'
  return (
    <dialog
      ref={dialog}
      className="one-editing-tab"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape would only uncover a form that no longer saves; where the browser closes it anyway, it opens again.
      onCancel={(event) => event.preventDefault()}
      onClose={() => {
        if (dialog.current?.isConnected) dialog.current.showModal()
      }}
    >
      <h2 id={titleId}>
        {free ? '다른 탭에서 이 문서를 더 이상 편집하지 않습니다' : '다른 탭에서 편집 중인 문서입니다'}
      </h2>
      <p id={textId} aria-live="polite">
        {free
          ? '새로 고치면 마지막으로 저장된 내용으로 이 탭에서 편집할 수 있습니다.'
          : '이 브라우저의 다른 탭에서 이 문서를 먼저 열어 편집하고 있습니다. 두 탭에서 함께 고치면 나중에 저장된 탭이 먼저 저장된 내용을 덮어쓰므로, 이 탭에서는 저장하지 않습니다. 그 탭에서 계속 편집하거나, 그 탭을 닫은 뒤 이 탭을 새로 고쳐 주세요.'}
      </p>
      <div className="one-editing-tab__actions">
        <Button buttonStyle={free ? 'primary' : 'secondary'} onClick={() => window.location.reload()}>
          새로 고침
        </Button>
        <Button buttonStyle="secondary" el="link" url={`${routes.admin}/collections/${collectionSlug}`}>
          목록으로
        </Button>
      </div>
    </dialog>
  )
}
