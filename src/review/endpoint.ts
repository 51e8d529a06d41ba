import { APIError, type CollectionSlug, type Endpoint, Forbidden, NotFound } from 'payload'
import { z } from 'zod'
import { isAdminUser, isEditorUser } from '@/access'
import { textField } from '@/forms/fields'
import type { ReviewStep } from './hooks'
import { reviewRequired } from './setting'

const CONFLICT = 409

const body = z.discriminatedUnion('action', [
  z.object({ action: z.literal('submit') }),
  z.object({
    action: z.literal('return'),
    // Mailed to the editor as typed: the site's text policy, as for every typed text.
    comment: textField('반려 사유', 1, 1000, {
      multiline: true,
      empty: '반려 사유를 적어 주세요. 편집자에게 메일로 전해집니다.',
      tooLong: '반려 사유는 1000자까지 쓸 수 있습니다.',
    }),
  }),
])

/**
 * `POST /api/<collection>/:id/review`: 검토 요청 (`{ action: 'submit' }`, by the staff member
 * editing) and 반려 (`{ action: 'return', comment }`, by an admin, of a document waiting for
 * review). Approval is a publication (src/review/hooks.ts). Each is a draft save of the document
 * as the staff member who asks, so access, the edit lock and the history hold as for any save.
 */
export function reviewEndpoint(slug: CollectionSlug): Endpoint {
  return {
    path: '/:id/review',
    method: 'post',
    handler: async (req) => {
      if (!isEditorUser(req.user)) throw new Forbidden(req.t)
      const id = req.routeParams?.id
      if (typeof id !== 'string' || !/^\d+$/.test(id)) throw new NotFound(req.t)
      const parsed = body.safeParse(await req.json?.().catch(() => null))
      if (!parsed.success)
        return Response.json(
          { errors: [{ message: parsed.error.issues[0]?.message ?? '요청을 읽을 수 없습니다.' }] },
          { status: 400 },
        )
      const current = await req.payload.findByID({
        collection: slug,
        id,
        draft: true,
        depth: 0,
        req,
        disableErrors: true,
      })
      if (!current) throw new NotFound(req.t)
      const state = (current as { review?: { state?: string | null } }).review?.state
      let step: ReviewStep
      if (parsed.data.action === 'submit') {
        if (!(await reviewRequired(req)))
          throw new APIError(
            '지금은 편집자도 바로 게시할 수 있어 검토 요청이 필요 없습니다.',
            CONFLICT,
            undefined,
            true,
          )
        if (state === 'pending') throw new APIError('이미 검토를 기다리고 있습니다.', CONFLICT, undefined, true)
        step = { kind: 'submit' }
      } else {
        if (!isAdminUser(req.user)) throw new Forbidden(req.t)
        if (state !== 'pending') throw new APIError('검토를 기다리는 문서가 아닙니다.', CONFLICT, undefined, true)
        step = { kind: 'return', comment: parsed.data.comment }
      }
      const doc = await req.payload.update({
        collection: slug,
        id,
        data: {},
        draft: true,
        depth: 0,
        user: req.user,
        overrideAccess: false,
        context: { reviewStep: step },
        req,
      })
      const message =
        step.kind === 'submit'
          ? '검토를 요청했습니다. 관리자가 게시하면 승인된 것이고, 반려되면 메일로 알려 드립니다.'
          : '반려했습니다. 요청한 편집자에게 사유를 메일로 보냈습니다.'
      return Response.json({ doc, message })
    },
  }
}
