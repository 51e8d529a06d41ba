'use client'

import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useState } from 'react'
import { staffRequest } from '@/components/admin/staff-request'
import { formatDateTime } from '@/lib/format'
import { relationId } from '@/lib/relation-id'
import '@/components/admin/staff-panel.css'
import './comments.css'

type Comment = {
  id: number
  body: string
  blockLabel?: string | null
  block?: string | null
  author?: number | { id: number } | null
  authorName?: string | null
  resolved?: boolean | null
  resolvedByName?: string | null
  resolvedAt?: string | null
  createdAt: string
}

type Row = { id?: string; blockType?: string }

/**
 * 댓글 in the edit view's sidebar: staff's open comments on this document (on the whole of it or
 * on one block), a new one, 해결 and 다시 열기, and the resolved ones on request.
 */
export function CommentsPanel({ blockLabels = {} }: { blockLabels?: Record<string, string> }) {
  const { id, collectionSlug } = useDocumentInfo()
  const { user } = useAuth<{ id: number; role?: string }>()
  const rows = useFormFields(([fields]) => (fields.layout?.rows as Row[] | undefined) ?? [])
  const [comments, setComments] = useState<Comment[] | null>(null)
  const [showResolved, setShowResolved] = useState(false)
  const [body, setBody] = useState('')
  const [block, setBlock] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = useId()

  const blocks = rows
    .filter((row) => row.id)
    .map((row, index) => ({
      id: row.id as string,
      label: `블록 ${index + 1} · ${blockLabels[row.blockType ?? ''] ?? row.blockType ?? ''}`,
    }))

  const load = useCallback(async () => {
    if (!id || !collectionSlug) return
    const query = new URLSearchParams({
      'where[document.relationTo][equals]': collectionSlug,
      'where[document.value][equals]': String(id),
      sort: 'createdAt',
      depth: '0',
      limit: '200',
    })
    const answer = await fetch(`/api/comments?${query}`, { credentials: 'include' }).catch(() => null)
    if (answer?.ok) setComments(((await answer.json()) as { docs: Comment[] }).docs)
  }, [id, collectionSlug])
  useEffect(() => {
    void load()
  }, [load])

  const send = async (url: string, method: string, data?: unknown) => {
    setBusy(true)
    const answer = await staffRequest(url, method, data)
    if (answer) await load()
    setBusy(false)
    return answer !== null
  }

  if (!id || !collectionSlug)
    return (
      <section className="staff-panel comments-panel" aria-labelledby={`${ids}-title`}>
        <h3 id={`${ids}-title`} className="comments-panel__title">
          댓글
        </h3>
        <p className="comments-panel__empty">문서가 저장되면 댓글을 남길 수 있습니다.</p>
      </section>
    )

  const open = (comments ?? []).filter((comment) => !comment.resolved)
  const resolved = (comments ?? []).filter((comment) => comment.resolved)
  const shown = showResolved ? [...open, ...resolved] : open
  const chosen = blocks.find((candidate) => candidate.id === block)

  return (
    <section className="staff-panel comments-panel" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="comments-panel__title">
        댓글 <span className="comments-panel__count">{`열림 ${open.length}개`}</span>
      </h3>
      {comments === null ? (
        <p className="comments-panel__empty">불러오는 중…</p>
      ) : shown.length === 0 ? (
        <p className="comments-panel__empty">열린 댓글이 없습니다.</p>
      ) : (
        <ol className="comments-panel__list">
          {shown.map((comment) => (
            <li key={comment.id} className="comments-panel__item" data-resolved={comment.resolved ? '' : undefined}>
              <p className="comments-panel__meta">
                <strong data-content="">{comment.authorName ?? '직원'}</strong> · {formatDateTime(comment.createdAt)}
                {comment.blockLabel ? ` · ${comment.blockLabel}` : ''}
              </p>
              <p className="comments-panel__body" data-content="">
                {comment.body}
              </p>
              {comment.resolved && comment.resolvedAt && (
                <p className="comments-panel__meta">{`해결: ${comment.resolvedByName ?? '직원'} · ${formatDateTime(comment.resolvedAt)}`}</p>
              )}
              <div className="comments-panel__actions">
                <Button
                  buttonStyle="secondary"
                  size="small"
                  disabled={busy}
                  onClick={() => send(`/api/comments/${comment.id}`, 'PATCH', { resolved: !comment.resolved })}
                >
                  {comment.resolved ? '다시 열기' : '해결'}
                </Button>
                {(user?.role === 'admin' || relationId(comment.author) === user?.id) && (
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    disabled={busy}
                    onClick={() => send(`/api/comments/${comment.id}`, 'DELETE')}
                  >
                    삭제
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {resolved.length > 0 && (
        <Button
          buttonStyle="none"
          size="small"
          className="comments-panel__toggle"
          onClick={() => setShowResolved(!showResolved)}
        >
          {showResolved ? '해결된 댓글 숨기기' : `해결된 댓글 ${resolved.length}개 보기`}
        </Button>
      )}
      <div className="comments-panel__new">
        <label htmlFor={`${ids}-body`}>새 댓글</label>
        <textarea
          id={`${ids}-body`}
          value={body}
          maxLength={2000}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
        />
        {blocks.length > 0 && (
          <>
            <label htmlFor={`${ids}-block`}>위치</label>
            <select id={`${ids}-block`} value={block} onChange={(event) => setBlock(event.target.value)}>
              <option value="">문서 전체</option>
              {blocks.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </>
        )}
        <Button
          buttonStyle="primary"
          size="small"
          disabled={busy || !body.trim()}
          onClick={async () => {
            const sent = await send('/api/comments', 'POST', {
              document: { relationTo: collectionSlug, value: id },
              body,
              ...(chosen ? { block: chosen.id, blockLabel: chosen.label } : {}),
            })
            if (sent) {
              setBody('')
              setBlock('')
            }
          }}
        >
          댓글 남기기
        </Button>
      </div>
    </section>
  )
}
