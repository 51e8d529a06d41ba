'use client'

import { toast, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useState } from 'react'
import { staffRequest } from '@/components/admin/staff-request'

type Answer = { doc?: { review?: Record<string, unknown> }; message?: string }

/**
 * A review step of the open document (src/review/endpoint.ts), its answer shown as a toast and
 * its 검토 fields put into the form, so the panel shows the new state without a reload.
 */
export function useReviewStep() {
  const { id, collectionSlug } = useDocumentInfo()
  const { dispatchFields } = useForm()
  const [busy, setBusy] = useState(false)
  const send = async (body: { action: 'submit' } | { action: 'return'; comment: string }) => {
    if (!id || !collectionSlug) {
      toast.error('문서가 아직 저장되지 않았습니다. 내용을 입력해 자동 저장된 뒤 다시 눌러 주세요.')
      return false
    }
    setBusy(true)
    const json = await staffRequest<Answer>(`/api/${collectionSlug}/${id}/review`, 'POST', body)
    setBusy(false)
    if (!json) return false
    for (const [name, value] of Object.entries(json.doc?.review ?? {}))
      dispatchFields({ type: 'UPDATE', path: `review.${name}`, value })
    toast.success(json.message ?? '처리했습니다.')
    return true
  }
  return { send, busy }
}
