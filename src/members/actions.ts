/**
 * What staff do to a site member (the admin's member page and POST /api/site-members/:id/…),
 * through better-auth's API and adapter, each recorded in `member-actions` with who did it.
 */
import 'server-only'
import type { BetterAuthOptions } from 'better-auth'
import type { Payload } from 'payload'
import { authFor } from '@/auth/instance'
import { maskEmail } from '@/auth/mask'
import { authContext } from './directory'
import type { MemberAction } from './MemberActions'

export class MemberActionError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface Staff {
  id: number
  email: string
}

interface Member {
  id: string
  email: string
  name: string
  emailVerified: boolean
  banned?: boolean | null
}

async function findMember(payload: Payload, id: string): Promise<Member> {
  const { internalAdapter } = await authContext(payload)
  const user = (await internalAdapter.findUserById(id)) as Member | null
  if (!user) throw new MemberActionError(404, '회원을 찾을 수 없습니다. 이미 탈퇴했거나 삭제된 회원일 수 있습니다.')
  return user
}

/** The audit line: the member by id and a masked address (it outlives a deleted member), the staff member by account. */
async function record(
  payload: Payload,
  staff: Staff,
  member: Member,
  action: MemberAction,
  extra: { reason?: string; sessionsEnded?: number } = {},
) {
  await payload.create({
    collection: 'member-actions',
    overrideAccess: true,
    data: {
      action,
      memberId: member.id,
      memberEmail: maskEmail(member.email),
      actor: staff.id,
      actorEmail: staff.email,
      reason: extra.reason ?? null,
      sessionsEnded: extra.sessionsEnded ?? null,
    },
  })
}

async function activeSessionCount(payload: Payload, userId: string) {
  const { internalAdapter } = await authContext(payload)
  const now = Date.now()
  return (await internalAdapter.listSessions(userId)).filter((session) => new Date(session.expiresAt).getTime() > now)
    .length
}

/** Mails the verification link again (better-auth's own endpoint, as "인증 메일 다시 받기" does). */
export async function resendVerification(payload: Payload, staff: Staff, id: string) {
  const member = await findMember(payload, id)
  if (member.emailVerified) throw new MemberActionError(409, '이미 이메일 인증을 마친 회원입니다.')
  await authFor(async () => payload).api.sendVerificationEmail({
    body: { email: member.email, callbackURL: '/login?verified=1' },
  })
  await record(payload, staff, member, 'resend-verification')
  return { message: `${member.email}로 인증 메일을 다시 보냈습니다.` }
}

/** Signs the member out everywhere. */
export async function endSessions(payload: Payload, staff: Staff, id: string) {
  const member = await findMember(payload, id)
  const { internalAdapter } = await authContext(payload)
  const sessionsEnded = await activeSessionCount(payload, id)
  await internalAdapter.deleteUserSessions(id)
  await record(payload, staff, member, 'end-sessions', { sessionsEnded })
  return { message: `로그인 중이던 기기 ${sessionsEnded}곳에서 모두 로그아웃했습니다.`, sessionsEnded }
}

/** No new sign-in (src/members/suspension.ts), and every current session ends. */
export async function suspend(payload: Payload, staff: Staff, id: string, reason?: string) {
  const member = await findMember(payload, id)
  if (member.banned) throw new MemberActionError(409, '이미 이용이 정지된 회원입니다.')
  const { internalAdapter } = await authContext(payload)
  const sessionsEnded = await activeSessionCount(payload, id)
  await internalAdapter.updateUser(id, { banned: true, banReason: reason ?? null })
  await internalAdapter.deleteUserSessions(id)
  await record(payload, staff, member, 'suspend', { reason, sessionsEnded })
  return { message: '회원의 이용을 정지했습니다. 로그인 중이던 기기에서도 모두 로그아웃되었습니다.', sessionsEnded }
}

export async function reinstate(payload: Payload, staff: Staff, id: string) {
  const member = await findMember(payload, id)
  if (!member.banned) throw new MemberActionError(409, '이용이 정지된 회원이 아닙니다.')
  const { internalAdapter } = await authContext(payload)
  await internalAdapter.updateUser(id, { banned: false, banReason: null })
  await record(payload, staff, member, 'reinstate')
  return { message: '회원의 이용 정지를 풀었습니다. 이제 다시 로그인할 수 있습니다.' }
}

/**
 * Deletes the member as their own 회원 탈퇴 does: better-auth 1.7's delete-user (`deleteCurrentUser`,
 * not exported) runs the site's `user.deleteUser` hooks around `internalAdapter.deleteUser` (the
 * member's sessions, sign-in methods and row) and `deleteUserSessions`; so does this, in that order.
 * Inquiries keep their author id, as after a member's own deletion.
 */
export async function deleteMember(payload: Payload, staff: Staff, id: string) {
  const member = await findMember(payload, id)
  const context = await authContext(payload)
  const hooks = (context.options as BetterAuthOptions).user?.deleteUser
  const user = member as unknown as Parameters<NonNullable<NonNullable<typeof hooks>['beforeDelete']>>[0]
  await hooks?.beforeDelete?.(user)
  await context.internalAdapter.deleteUser(id)
  await context.internalAdapter.deleteUserSessions(id)
  await hooks?.afterDelete?.(user)
  await record(payload, staff, member, 'delete')
  return { message: '회원을 삭제했습니다. 회원 탈퇴와 같이 계정, 로그인 수단, 로그인 기기 정보가 모두 지워졌습니다.' }
}
