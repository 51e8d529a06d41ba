import { textField } from '@/forms/fields'
import { z } from '@/lib/zod'
import { PRIVACY_REQUEST_DETAIL_MAX, privacyRequestKinds } from './options'

/** A correction or deletion request as 내 정보 sends it (checked on the server; the form also works without scripts). */
export const privacyRequestSchema = z.object({
  kind: z.enum(privacyRequestKinds.map((kind) => kind.value) as ['correct', 'delete'], {
    error: '정정과 삭제 가운데 하나를 골라 주세요.',
  }),
  detail: textField('요청 내용', 5, PRIVACY_REQUEST_DETAIL_MAX, { multiline: true }),
})
