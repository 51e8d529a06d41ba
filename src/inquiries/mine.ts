import 'server-only'
import type { Where } from 'payload'
import { getPayloadClient } from '@/lib/payload'

/**
 * What a submitter may read of their inquiry: what they sent, its status and the staff's answers
 * (text and time). Never the internal notes, the history, the assignee or who answered.
 */
const submitterView = {
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
  answers: { text: true, writtenAt: true },
  memberNotes: { text: true, writtenAt: true },
  // The consents given with it: the member's own-data file lists them (src/privacy/own-data.ts).
  privacyConsentAt: true,
  privacyNoticeVersion: true,
  sensitiveConsentAt: true,
  sensitiveNoticeVersion: true,
} as const

type Member = { id: string; email: string; emailVerified: boolean }

/**
 * A member's inquiries: those sent signed in (their better-auth id), and those sent signed out
 * with the address they verified. Matched when read, not copied at sign-in: nothing to keep in
 * step when an address is verified or changed (the list follows the address the member proves
 * today), and no write into another library's flow. The owner of a verified address could
 * already open those inquiries (the confirmation mail carried their numbers to that address).
 */
function ownedBy(member: Member): Where {
  const byId: Where = { authorId: { equals: member.id } }
  if (!member.emailVerified) return byId
  return {
    or: [byId, { and: [{ authorId: { exists: false } }, { email: { equals: member.email.toLowerCase() } }] }],
  }
}

/** The Payload collection answers editors only; the member's pages read through the server. */
export async function myInquiries(member: Member) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: ownedBy(member),
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { referenceNumber: true, kind: true, status: true, createdAt: true },
  })
  return docs
}

/** Every inquiry of a member as they read it, newest first (their own-data file, src/privacy/own-data.ts). */
export async function allMyInquiries(member: Member): Promise<SubmitterView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: ownedBy(member),
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: submitterView,
  })
  return docs
}

export async function myInquiry(member: Member, referenceNumber: string) {
  return findOne({ and: [ownedBy(member), { referenceNumber: { equals: referenceNumber } }] })
}

/** One inquiry by its id, for a guest whose lookup proved it theirs (src/inquiries/lookup.ts). */
export async function inquiryForGuest(id: number) {
  return findOne({ id: { equals: id } })
}

async function findOne(where: Where) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'inquiries',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: submitterView,
  })
  return docs[0]
}

export type SubmitterView = NonNullable<Awaited<ReturnType<typeof findOne>>>
