import 'server-only'
import { getPayloadClient } from '@/lib/payload'
import { type Auth, authFor } from './instance'

/** The process's better-auth, for routes and server actions (src/auth/instance.ts). */
export const getAuth = (): Auth => authFor(getPayloadClient)

export type { Auth }
export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
