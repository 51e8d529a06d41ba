import 'server-only'
import { getPayloadClient } from '@/lib/payload'

/** A member's correction and deletion requests, newest first, as 내 정보 lists them (never who answered). */
export async function myPrivacyRequests(memberId: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'privacy-requests',
    where: { memberId: { equals: memberId } },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    select: { kind: true, detail: true, status: true, dueAt: true, answer: true, handledAt: true, createdAt: true },
  })
  return docs
}
