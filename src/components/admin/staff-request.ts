'use client'

import { toast } from '@payloadcms/ui'

type Answer = { errors?: { message?: string }[]; message?: string } & Record<string, unknown>

/**
 * A JSON request from an admin panel of the site's own (검토, 댓글) to the API as the signed-in
 * staff member: the answer's body when it succeeded, otherwise `null` after telling them why in
 * a toast, in Korean (the server's message, or a connection problem).
 */
export async function staffRequest<T extends Answer>(url: string, method: string, body?: unknown): Promise<T | null> {
  try {
    const answer = await fetch(url, {
      method,
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await answer.json().catch(() => ({}))) as T
    if (answer.ok) return json
    toast.error(json.errors?.[0]?.message ?? '요청을 처리하지 못했습니다. 잠시 뒤 다시 시도해 주세요.')
  } catch {
    toast.error('서버에 연결하지 못했습니다. 잠시 뒤 다시 시도해 주세요.')
  }
  return null
}
