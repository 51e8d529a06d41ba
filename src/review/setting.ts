import type { Field, PayloadRequest } from 'payload'
import { adminsField, isEditorUser } from '@/access'

/**
 * 편집 절차 in 사이트 설정: whether 편집자 publish themselves or submit for an admin's review.
 * Staff read it; the public API never shows it.
 */
export const editorialReviewField: Field = {
  name: 'editorialReview',
  type: 'select',
  label: '편집자의 게시',
  required: true,
  defaultValue: 'direct',
  options: [
    { label: '편집자가 바로 게시', value: 'direct' },
    { label: '관리자 검토 후 게시', value: 'review' },
  ],
  access: { read: ({ req }) => isEditorUser(req.user), update: adminsField },
  admin: {
    description:
      '‘관리자 검토 후 게시’이면 편집자는 뉴스·임팩트 스토리·페이지를 게시하거나 게시 예약하지 못하고 ‘검토 요청’을 보냅니다. 관리자가 게시하면 승인, 사유를 적어 돌려보내면 반려이며, 결과는 요청한 편집자에게 메일과 대시보드로 알립니다.',
  },
}

/** Whether 편집자 must submit for review, read inside the request's transaction. */
export async function reviewRequired(req: PayloadRequest): Promise<boolean> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { editorialReview: true },
    req,
  })
  return settings.editorialReview === 'review'
}
