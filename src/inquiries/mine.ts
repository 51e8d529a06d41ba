import 'server-only'
import { getPayloadClient } from '@/lib/payload'

/**
 * A member's own inquiries. The Payload collection answers editors only; the member's pages read
 * through the server with the better-auth user id as the filter, so nobody reaches another's.
 */
export async function myInquiries(userId: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: { authorId: { equals: userId } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { referenceNumber: true, kind: true, status: true, createdAt: true },
  })
  return docs
}

export async function myInquiry(userId: string, referenceNumber: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: { and: [{ authorId: { equals: userId } }, { referenceNumber: { equals: referenceNumber } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    // Never the staff's notes, history or assignee.
    select: {
      referenceNumber: true,
      kind: true,
      status: true,
      createdAt: true,
      name: true,
      phone: true,
      email: true,
      message: true,
      contactMethods: true,
      textOnly: true,
      interpreter: true,
      programme: true,
      schedule: true,
      applicantGroup: true,
      region: true,
      businessStage: true,
      companyName: true,
      investmentStage: true,
      amountSought: true,
      topic: true,
      pitchDeck: true,
    },
  })
  return docs[0]
}
