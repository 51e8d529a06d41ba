import type { Endpoint } from 'payload'
import { isEditorUser } from '@/access'
import { serverEnv } from '@/config/env'
import { digestItems, digestItemsSince, digestSender, digestSettings } from './digest'
import { type DigestItem, digestMail } from './digest-mail'
import { latestDigestMoment, nextDigestMoment, stillItsDay } from './digest-schedule'

export interface DigestPreview {
  /** When the next digest goes, or null when digests are off. */
  sendAt: string | null
  held: boolean
  items: DigestItem[]
  subject: string | null
  html: string | null
}

/**
 * The next digest as it will be sent, with what is published so far: GET
 * /api/globals/marketing-digest/preview, for the preview under 소식지 설정 (staff only). The mail is
 * the one a member gets, addressed to an example member.
 */
export const previewEndpoint: Endpoint = {
  path: '/preview',
  method: 'get',
  handler: async (req) => {
    if (!isEditorUser(req.user)) return Response.json({ message: '운영진만 볼 수 있습니다.' }, { status: 403 })
    const { payload } = req
    const now = new Date()
    const settings = await digestSettings(payload)
    const latest = latestDigestMoment(settings, now)
    const { totalDocs: madeToday } = latest
      ? await payload.count({ collection: 'digests', where: { scheduledFor: { equals: latest.toISOString() } } })
      : { totalDocs: 1 }
    // Due today and not made yet (before its hour it is the next one anyway).
    const sendAt = latest && stillItsDay(latest, now) && madeToday === 0 ? latest : nextDigestMoment(settings, now)
    if (!sendAt) return Response.json({ sendAt: null, held: false, items: [], subject: null, html: null })
    const items = await digestItems(payload, await digestItemsSince(payload, settings, sendAt), now)
    const { SITE_URL } = serverEnv()
    const example = { page: `${SITE_URL}/unsubscribe?token=…`, oneClick: `${SITE_URL}/api/unsubscribe?token=…` }
    const mail =
      items.length > 0
        ? digestMail('member@example.com', SITE_URL, await digestSender(payload), items, example, now)
        : null
    const preview: DigestPreview = {
      sendAt: sendAt.toISOString(),
      held: Boolean(settings.held),
      items,
      subject: mail?.subject ?? null,
      html: mail?.html ?? null,
    }
    return Response.json(preview, { headers: { 'cache-control': 'private, no-store' } })
  },
}
