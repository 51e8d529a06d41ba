import { getAuth } from '@/auth/server'

const handle = (request: Request) => getAuth().handler(request)

export const GET = handle
export const POST = handle
