'use client'

import { Button, useFormFields } from '@payloadcms/ui'
import { useReviewStep } from './review-client'

/** 검토 요청, where 게시 stands for staff who may not publish themselves. */
export function SubmitForReviewButton() {
  const { send, busy } = useReviewStep()
  const pending = useFormFields(([fields]) => fields['review.state']?.value === 'pending')
  return (
    <Button buttonStyle="primary" size="medium" disabled={busy || pending} onClick={() => send({ action: 'submit' })}>
      {pending ? '검토 대기 중' : '검토 요청'}
    </Button>
  )
}
