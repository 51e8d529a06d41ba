import { inKorean } from '@/auth/korean-response'
import { getAuth } from '@/auth/server'

const handle = async (request: Request) => inKorean(await getAuth().handler(request), new URL(request.url).pathname)

export const GET = handle
export const POST = handle
