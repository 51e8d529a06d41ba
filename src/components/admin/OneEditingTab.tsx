'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState } from 'react'
import './one-editing-tab.css'

/**
 * One editing tab per document in a browser (src/drafts/tabs.ts). The tab that opens a document
 * holds a Web Lock named after it while it shows it; the browser lets go of it when the tab is
 * closed or crashes. A tab that finds the lock taken stops its form from saving and shows a dialog
 * over the form until the lock is free and it reloads.
 */
const OPENED_ELSEWHERE = 'site-admin-editing-tabs'

/**
 * This tab's hold on a document's lock, shared by the edit views that show the document in turn:
 * Payload may mount a new view before the old one's lock is let go (and React mounts twice in dev),
 * so the lock is let go a moment after the last view leaves, not at once.
 */
type Hold = { views: number; granted: Promise<boolean>; release?: () => void; timer?: ReturnType<typeof setTimeout> }
const holds = new Map<string, Hold>()

function hold(name: string): Hold {
  let current = holds.get(name)
  if (!current) {
    const created: Hold = { views: 0, granted: Promise.resolve(false) }
    created.granted = new Promise<boolean>((resolve) => {
      const refused = () => {
        if (holds.get(name) === created) holds.delete(name)
        resolve(false)
      }
      navigator.locks
        .request(name, { ifAvailable: true }, (lock) => {
          if (!lock) return refused()
          return new Promise<void>((release) => {
            created.release = release
            resolve(true)
          })
        })
        .catch(refused)
    })
    holds.set(name, created)
    current = created
  }
  clearTimeout(current.timer)
  current.views += 1
  return current
}

function letGo(name: string, current: Hold) {
  current.views -= 1
  if (current.views > 0) return
  current.timer = setTimeout(() => {
    if (holds.get(name) === current) holds.delete(name)
    current.release?.()
  }, 1000)
}

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
    const name = `admin-edit:${key}`
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
          toast.info('이 문서가 다른 탭에서도 열렸습니다. 그 탭에서는 이 탭을 닫을 때까지 저장하지 않습니다.')
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
    if (state !== 'editing' && !dialog.current?.open) dialog.current?.showModal()
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
      <h2 id={titleId}>{free ? '다른 탭이 닫혔습니다' : '다른 탭에서 편집 중인 문서입니다'}</h2>
      <p id={textId}>
        {free
          ? '새로 고치면 그 탭에서 저장된 내용으로 이 탭에서 편집할 수 있습니다.'
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
