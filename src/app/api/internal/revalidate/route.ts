import { timingSafeEqual } from 'node:crypto'
import { revalidatePath, revalidateTag } from 'next/cache'
import { z } from 'zod'
import { serverEnv } from '@/config/env'
import { ALL_TAGS, revalidateSecret } from '@/lib/cache-broadcast.mjs'

// An empty list expires nothing: the listener sends one at start to load this route early.
const body = z.object({ tags: z.array(z.string().min(1).max(256)).max(200) })

/** Called by this process's cache listener (scripts/lib/cache-listener.mjs), never by browsers. */
export async function POST(request: Request) {
  const expected = Buffer.from(revalidateSecret(serverEnv().PAYLOAD_SECRET))
  const given = Buffer.from(request.headers.get('x-revalidate-secret') ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ error: '권한이 없습니다.' }, { status: 403 })
  }
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ error: 'invalid body' }, { status: 400 })
  for (const tag of parsed.data.tags) {
    if (tag === ALL_TAGS) revalidatePath('/', 'layout')
    else revalidateTag(tag, { expire: 0 })
  }
  return Response.json({ revalidated: parsed.data.tags.length })
}
