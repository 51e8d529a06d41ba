/**
 * The admin's API for site members (Payload endpoints, so a staff member's Payload session
 * authenticates them, with Payload's origin checks): admins only, every refusal in Korean.
 *   GET  /api/site-members?q=&verified=&marketing=&from=&to=&page=   one page of the list
 *   GET  /api/site-members/:id                                       a member's page
 *   POST /api/site-members/:id/resend-verification | end-sessions | suspend { reason? } | reinstate | delete
 * The modules behind them load on first use: they reach better-auth, which Payload's command-line
 * tools (that load this config) never need.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { isAdminUser } from '@/access'
import { memberIdSchema, parseMemberListQuery, suspendBodySchema } from './schema'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** Who may call: a signed-in admin; anyone else gets a Korean refusal. */
function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return json({ message: '관리자로 로그인해 주세요.' }, 401)
  if (!isAdminUser(req.user)) return json({ message: '회원 관리는 관리자만 할 수 있습니다.' }, 403)
  return null
}

/** A signed-in admin's call about one member (`:id`), or the refusal. */
async function forMember(req: PayloadRequest, run: (id: string) => Promise<Response>): Promise<Response> {
  const refused = refusal(req)
  if (refused) return refused
  const parsed = memberIdSchema.safeParse(req.routeParams?.id)
  return parsed.success ? run(parsed.data) : json({ message: parsed.error.issues[0]?.message }, 400)
}

async function answer(run: () => Promise<unknown>): Promise<Response> {
  const { MemberActionError } = await import('./actions')
  try {
    return json(await run())
  } catch (error) {
    if (error instanceof MemberActionError) return json({ message: error.message }, error.status)
    throw error
  }
}

const staffOf = (req: PayloadRequest) => ({ id: Number(req.user?.id), email: String(req.user?.email ?? '') })

type Action = 'resend-verification' | 'end-sessions' | 'suspend' | 'reinstate' | 'delete'

function actionEndpoint(action: Action): Endpoint {
  return {
    path: `/site-members/:id/${action}`,
    method: 'post',
    handler: (req) =>
      forMember(req, async (id) => {
        const actions = await import('./actions')
        const staff = staffOf(req)
        if (action === 'suspend') {
          const raw = await req.json?.().catch(() => ({}))
          const body = suspendBodySchema.safeParse(raw ?? {})
          if (!body.success) return json({ message: body.error.issues[0]?.message }, 400)
          return answer(() => actions.suspend(req.payload, staff, id, body.data.reason))
        }
        const run = {
          'resend-verification': actions.resendVerification,
          'end-sessions': actions.endSessions,
          reinstate: actions.reinstate,
          delete: actions.deleteMember,
        }[action]
        return answer(() => run(req.payload, staff, id))
      }),
  }
}

export const siteMemberEndpoints: Endpoint[] = [
  {
    path: '/site-members',
    method: 'get',
    handler: async (req) => {
      const refused = refusal(req)
      if (refused) return refused
      const { query, errors } = parseMemberListQuery(new URL(req.url ?? '', 'http://x').searchParams)
      if (errors) return json({ message: Object.values(errors)[0], errors }, 400)
      const { listMembers } = await import('./directory')
      return json(await listMembers(req.payload, query))
    },
  },
  {
    path: '/site-members/:id',
    method: 'get',
    handler: (req) =>
      forMember(req, async (id) => {
        const { getMember } = await import('./directory')
        const member = await getMember(req.payload, id)
        return member ? json(member) : json({ message: '회원을 찾을 수 없습니다.' }, 404)
      }),
  },
  ...(['resend-verification', 'end-sessions', 'suspend', 'reinstate', 'delete'] as const).map(actionEndpoint),
]
