'use client'

import { Button, useAuth, useFormFields } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'
import { formatDateTime } from '@/lib/format'
import { relationId } from '@/lib/relation-id'
import { reviewStates } from './fields'
import { useReviewStep } from './review-client'
import '@/components/admin/staff-panel.css'
import './review-panel.css'

const idOf = (value: unknown) => String(relationId(value) ?? '')

/** A colleague's name (editors may read their colleagues' names). */
function useStaffName(id: string) {
  const [name, setName] = useState('')
  useEffect(() => {
    if (!id) return setName('')
    let current = true
    fetch(`/api/users/${id}?depth=0`, { credentials: 'include' })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((user: { name?: string } | null) => current && setName(user?.name || `직원 ${id}`))
      .catch(() => current && setName(`직원 ${id}`))
    return () => {
      current = false
    }
  }, [id])
  return name
}

/** Whether 편집 절차 is 관리자 검토 후 게시 (사이트 설정). */
function useReviewOn() {
  const [on, setOn] = useState(false)
  useEffect(() => {
    fetch('/api/globals/site-settings?depth=0', { credentials: 'include' })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((settings: { editorialReview?: string } | null) => setOn(settings?.editorialReview === 'review'))
      .catch(() => setOn(false))
  }, [])
  return on
}

/**
 * Above the fields, where a phone shows it first: that the document waits for review, or came
 * back and why. The sidebar's 검토 (below) has the details and the admin's 반려.
 */
export function ReviewNotice() {
  const state = useFormFields(([fields]) => fields['review.state']?.value as string | null | undefined)
  const comment = useFormFields(([fields]) => fields['review.comment']?.value as string | undefined)
  const { user } = useAuth<{ role?: string }>()
  if (state === 'returned')
    return (
      <div className="review-notice review-notice--returned" role="status">
        <strong>반려됨</strong> <span data-content="">{comment}</span>
        <span className="review-notice__next"> 고친 뒤 ‘검토 요청’을 다시 눌러 주세요.</span>
      </div>
    )
  if (state === 'pending')
    return (
      <div className="review-notice" role="status">
        <strong>검토 대기</strong>{' '}
        {user?.role === 'admin'
          ? '승인하려면 게시하고, 돌려보내려면 검토 칸에 반려 사유를 적어 주세요.'
          : '관리자가 검토하고 있습니다. 결과는 메일과 대시보드로 알려 드립니다.'}
      </div>
    )
  return null
}

/**
 * 검토 in the sidebar: where the document stands (who asked, who decided, when, and why it came
 * back), and for an admin, while it waits, 반려 with a reason. Approving is publishing.
 */
export function ReviewPanel() {
  const review = useFormFields(([fields]) => ({
    state: fields['review.state']?.value as string | null | undefined,
    requestedBy: idOf(fields['review.requestedBy']?.value),
    requestedAt: fields['review.requestedAt']?.value as string | undefined,
    decidedBy: idOf(fields['review.decidedBy']?.value),
    decidedAt: fields['review.decidedAt']?.value as string | undefined,
    comment: fields['review.comment']?.value as string | undefined,
  }))
  const { user } = useAuth<{ role?: string }>()
  const reviewOn = useReviewOn()
  const asker = useStaffName(review.requestedBy)
  const decider = useStaffName(review.decidedBy)
  const { send, busy } = useReviewStep()
  const [comment, setComment] = useState('')
  const commentId = useId()
  const isAdmin = user?.role === 'admin'
  if (!review.state && !reviewOn) return null
  const label = reviewStates.find((state) => state.value === review.state)?.label
  return (
    <section className="staff-panel review-panel" aria-labelledby={`${commentId}-title`}>
      <h3 id={`${commentId}-title`} className="review-panel__title">
        검토
      </h3>
      {label ? (
        <p className="review-panel__state" data-state={review.state}>
          {label}
        </p>
      ) : (
        <p className="review-panel__state">검토 요청 전</p>
      )}
      <dl className="review-panel__facts">
        {review.requestedAt && (
          <>
            <dt>요청</dt>
            <dd>
              {asker} · {formatDateTime(review.requestedAt)}
            </dd>
          </>
        )}
        {review.decidedAt && review.state !== 'pending' && (
          <>
            <dt>{review.state === 'returned' ? '반려' : '승인'}</dt>
            <dd>
              {decider} · {formatDateTime(review.decidedAt)}
            </dd>
          </>
        )}
      </dl>
      {review.state === 'returned' && review.comment && (
        <blockquote className="review-panel__comment">
          <strong>반려 사유</strong> <span data-content="">{review.comment}</span>
        </blockquote>
      )}
      {reviewOn && !isAdmin && review.state !== 'pending' && (
        <p className="review-panel__hint">관리자 검토 후 게시합니다. 다 쓰면 위의 ‘검토 요청’을 눌러 주세요.</p>
      )}
      {isAdmin && review.state === 'pending' && (
        // Inside Payload's document form: a group with its own button, not a nested form.
        <div className="review-panel__return">
          <p className="review-panel__hint">승인하려면 ‘변경 사항 게시’를 누르거나 게시를 예약하세요.</p>
          <label htmlFor={commentId}>반려 사유</label>
          <textarea
            id={commentId}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={1000}
            rows={3}
          />
          <Button
            buttonStyle="secondary"
            size="small"
            disabled={busy || !comment.trim()}
            onClick={async () => {
              if (await send({ action: 'return', comment })) setComment('')
            }}
          >
            반려하기
          </Button>
        </div>
      )}
    </section>
  )
}
