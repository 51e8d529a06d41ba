'use client'
import { useId, useState } from 'react'
import type { ModalEntry } from '@/stores/modal'
import { useModalDialog } from './useModalDialog'

type DialogEntry = Extract<ModalEntry, { modalType: 'confirm' | 'alert' | 'CSmemo' }>

/** The one view shared by `confirm`, `alert` and `CSmemo`. Escape cancels. */
export function DialogView({ entry }: { entry: DialogEntry }) {
  const dialog = useModalDialog()
  const titleId = useId()
  const messageId = useId()
  const countId = useId()
  const [memo, setMemo] = useState(entry.modalType === 'CSmemo' ? (entry.data.initial ?? '') : '')

  const cancel = () => {
    if (entry.modalType === 'confirm') entry.finish(false)
    else if (entry.modalType === 'alert') entry.finish(true)
    else entry.finish(null)
  }
  const message = entry.data.message

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      className="modal"
      data-modal-id={entry.modalId}
      data-modal-type={entry.modalType}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        cancel()
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault()
          if (entry.modalType === 'confirm') entry.finish(true)
          else if (entry.modalType === 'alert') entry.finish(true)
          else entry.finish(memo.trim())
        }}
      >
        <h2 id={titleId} className="modal-title">
          {entry.data.title}
        </h2>
        {message ? (
          <p id={messageId} className="modal-message">
            {message}
          </p>
        ) : null}
        {entry.modalType === 'CSmemo' ? (
          <label className="modal-memo">
            <span>메모</span>
            <textarea
              value={memo}
              maxLength={entry.data.maxLength ?? 500}
              rows={5}
              aria-describedby={countId}
              onChange={(event) => setMemo(event.target.value)}
            />
            <span id={countId} className="modal-memo-count">
              {memo.length}/{entry.data.maxLength ?? 500}자
            </span>
          </label>
        ) : null}
        <div className="modal-actions">
          {entry.modalType === 'alert' ? (
            <button type="submit" className="button">
              {entry.data.closeLabel ?? '확인'}
            </button>
          ) : (
            <>
              <button type="button" className="button secondary" onClick={cancel}>
                {entry.modalType === 'confirm' ? (entry.data.cancelLabel ?? '취소') : '취소'}
              </button>
              <button
                type="submit"
                className={`button ${entry.modalType === 'confirm' && entry.data.danger ? 'danger' : ''}`}
                // An empty note is nothing to save: the button waits for text.
                disabled={entry.modalType === 'CSmemo' && memo.trim() === ''}
              >
                {entry.modalType === 'confirm'
                  ? (entry.data.confirmLabel ?? '확인')
                  : (entry.data.submitLabel ?? '저장')}
              </button>
            </>
          )}
        </div>
      </form>
    </dialog>
  )
}
