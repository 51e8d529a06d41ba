/**
 * What staff read about site members, through better-auth's own adapter (never SQL into its
 * schema): a page of the list, found and filtered in SQL (one LIMIT/OFFSET query and one count),
 * and a member's page. Nothing here carries a password, a session token or a provider's tokens:
 * each read picks the fields it shows.
 */
import 'server-only'
import type { Payload } from 'payload'
import { authFor } from '@/auth/instance'
import { MEMBERS_PER_PAGE, type MemberListQuery } from './schema'
import { memberWhere } from './where'

export interface MemberRow {
  id: string
  name: string
  email: string
  phone: string | null
  emailVerified: boolean
  marketingAgreedAt: string | null
  suspended: boolean
  createdAt: string
}

interface UserRecord {
  id: string
  name: string
  email: string
  phone?: string | null
  emailVerified: boolean
  createdAt: Date
  updatedAt: Date
  termsAgreedAt?: Date | null
  privacyAgreedAt?: Date | null
  ageConfirmedAt?: Date | null
  marketingAgreedAt?: Date | null
  marketingWithdrawnAt?: Date | null
  consentVersion?: string | null
  banned?: boolean | null
  banReason?: string | null
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null)

/** better-auth's context, reached with the caller's Payload (these reads run inside the admin). */
export const authContext = async (payload: Payload) => authFor(async () => payload).$context

const toRow = (user: UserRecord): MemberRow => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone ?? null,
  emailVerified: Boolean(user.emailVerified),
  marketingAgreedAt: iso(user.marketingAgreedAt),
  suspended: Boolean(user.banned),
  createdAt: iso(user.createdAt) as string,
})

export interface MemberPage {
  members: MemberRow[]
  total: number
  page: number
  totalPages: number
  perPage: number
}

/** One page of members, newest first. */
export async function listMembers(payload: Payload, query: MemberListQuery): Promise<MemberPage> {
  const { adapter } = await authContext(payload)
  const where = memberWhere(query)
  const perPage = MEMBERS_PER_PAGE
  const [users, total] = await Promise.all([
    adapter.findMany<UserRecord>({
      model: 'user',
      where,
      limit: perPage,
      offset: (query.page - 1) * perPage,
      sortBy: { field: 'createdAt', direction: 'desc' },
      select: ['id', 'name', 'email', 'phone', 'emailVerified', 'marketingAgreedAt', 'banned', 'createdAt'],
    }),
    adapter.count({ model: 'user', where }),
  ])
  return {
    members: users.map(toRow),
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    perPage,
  }
}

export interface MemberDetail extends MemberRow {
  updatedAt: string
  consents: { terms: string | null; privacy: string | null; age14: string | null; marketing: string | null }
  marketingWithdrawnAt: string | null
  consentVersion: string | null
  suspendReason: string | null
  /** Sign-in methods: the provider and when it was linked, nothing else of the account. */
  signInMethods: { providerId: string; linkedAt: string }[]
  /** Sessions not yet expired: device and address, never the token. */
  sessions: {
    id: string
    createdAt: string
    updatedAt: string
    expiresAt: string
    ipAddress: string | null
    userAgent: string | null
  }[]
  inquiries: { id: number; referenceNumber: string; kind: string; status: string; createdAt: string }[]
  inquiryTotal: number
  actions: { id: number; action: string; actorEmail: string | null; reason: string | null; createdAt: string }[]
}

/** A member's page, or null when no member has this id. */
export async function getMember(payload: Payload, id: string): Promise<MemberDetail | null> {
  const { internalAdapter } = await authContext(payload)
  const user = (await internalAdapter.findUserById(id)) as UserRecord | null
  if (!user) return null
  const now = Date.now()
  const [accounts, sessions, inquiries, actions] = await Promise.all([
    internalAdapter.findAccounts(id),
    internalAdapter.listSessions(id),
    payload.find({
      collection: 'inquiries',
      where: { authorId: { equals: id } },
      sort: '-createdAt',
      limit: 20,
      depth: 0,
      overrideAccess: true,
      select: { referenceNumber: true, kind: true, status: true, createdAt: true },
    }),
    payload.find({
      collection: 'member-actions',
      where: { memberId: { equals: id } },
      sort: '-createdAt',
      limit: 20,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  return {
    ...toRow(user),
    updatedAt: iso(user.updatedAt) as string,
    consents: {
      terms: iso(user.termsAgreedAt),
      privacy: iso(user.privacyAgreedAt),
      age14: iso(user.ageConfirmedAt),
      marketing: iso(user.marketingAgreedAt),
    },
    marketingWithdrawnAt: iso(user.marketingWithdrawnAt),
    consentVersion: user.consentVersion ?? null,
    suspendReason: user.banReason ?? null,
    signInMethods: accounts.map((account) => ({
      providerId: account.providerId,
      linkedAt: iso(account.createdAt) as string,
    })),
    sessions: sessions
      .filter((session) => new Date(session.expiresAt).getTime() > now)
      .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
      .map((session) => ({
        id: session.id,
        createdAt: iso(session.createdAt) as string,
        updatedAt: iso(session.updatedAt) as string,
        expiresAt: iso(session.expiresAt) as string,
        ipAddress: session.ipAddress ?? null,
        userAgent: session.userAgent ?? null,
      })),
    inquiries: inquiries.docs.map((doc) => ({
      id: doc.id,
      referenceNumber: doc.referenceNumber,
      kind: doc.kind,
      status: doc.status,
      createdAt: doc.createdAt,
    })),
    inquiryTotal: inquiries.totalDocs,
    actions: actions.docs.map((doc) => ({
      id: doc.id,
      action: doc.action,
      actorEmail: doc.actorEmail ?? null,
      reason: doc.reason ?? null,
      createdAt: doc.createdAt,
    })),
  }
}
