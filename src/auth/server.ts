import 'server-only'
import { betterAuth } from 'better-auth'
import { serverEnv } from '@/config/env'
import { authOptions } from './options'

function createAuth() {
  return betterAuth(authOptions(serverEnv()))
}

let instance: ReturnType<typeof createAuth> | undefined

/** Created on first use, so `next build` needs neither secrets nor a database. */
export function getAuth() {
  instance ??= createAuth()
  return instance
}
