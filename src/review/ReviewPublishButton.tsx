import { PublishButton } from '@payloadcms/ui'
import type { PublishButtonServerProps } from 'payload'
import { isAdminUser } from '@/access'
import { SubmitForReviewButton } from './SubmitForReviewButton'

/**
 * The edit view's 게시 button: Payload's own, or, for an 편집자 while 편집 절차 is 관리자 검토 후 게시,
 * 검토 요청 in its place (the server refuses their publication anyway, src/review/hooks.ts).
 */
export async function ReviewPublishButton({ payload, user }: PublishButtonServerProps) {
  if (!user || isAdminUser(user as { collection?: string; role?: string })) return <PublishButton />
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { editorialReview: true },
  })
  return settings.editorialReview === 'review' ? <SubmitForReviewButton /> : <PublishButton />
}
