import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { isEditorUser } from '@/access'
import { getPayloadClient } from '@/lib/payload'
import { sitePath } from '@/lib/safe-redirect'

/**
 * The admin's preview and live preview open pages through here: a signed-in CMS editor gets
 * Next's draft mode (drafts instead of the cache) and lands on the page; anyone else gets 403.
 */
export async function GET(request: Request) {
  // Parsed against this site and re-encoded: never another host, always a valid Location.
  const path = sitePath(new URL(request.url).searchParams.get('path'))
  if (!path) return Response.json({ error: '잘못된 미리보기 주소입니다.' }, { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isEditorUser(user)) return Response.json({ error: '미리보기는 관리자만 볼 수 있습니다.' }, { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}

/** Leaves draft mode (the banner's "미리보기 끝내기"). */
export async function DELETE() {
  ;(await draftMode()).disable()
  return new Response(null, { status: 204 })
}
