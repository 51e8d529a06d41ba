/**
 * Social sign-in, switched on per provider by environment variables (README, .env.example):
 * `KAKAO_CLIENT_ID` + `KAKAO_CLIENT_SECRET` enables Kakao, likewise NAVER_, GOOGLE_ and every
 * other provider better-auth ships (apple, github, …). `<ID>_DISABLE_SIGNUP=true` lets a
 * provider sign in existing members only. Any other OAuth2/OIDC server is added with `AUTH_OIDC_PROVIDERS`.
 *
 * No provider signs anyone up implicitly (`disableImplicitSignUp`): a new member comes only from
 * the sign-up page, which sends the consents ticked there with `requestSignUp` (Korean privacy
 * law: consent before the account exists; src/auth/hooks.ts records them, docs/adr/0042). The
 * login page's buttons sign in existing members; a new person there is sent to sign up.
 */
import type { BetterAuthOptions } from 'better-auth'
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth'
import { z } from 'zod'

export const socialProviderIds = [
  'apple',
  'atlassian',
  'cognito',
  'discord',
  'facebook',
  'figma',
  'github',
  'microsoft',
  'google',
  'huggingface',
  'slack',
  'spotify',
  'twitch',
  'twitter',
  'dropbox',
  'kick',
  'linear',
  'linkedin',
  'gitlab',
  'tiktok',
  'reddit',
  'roblox',
  'salesforce',
  'vk',
  'zoom',
  'notion',
  'kakao',
  'naver',
  'line',
  'paypal',
] as const

/** Names on the login buttons (the rest use their id). */
const providerNames: Record<string, string> = {
  kakao: '카카오',
  naver: '네이버',
  google: 'Google',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
  line: 'LINE',
  microsoft: 'Microsoft',
}

const oidcProviderSchema = z.object({
  providerId: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  discoveryUrl: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scopes: z.array(z.string()).default(['openid', 'email', 'profile']),
  disableSignUp: z.boolean().default(false),
})
const oidcProvidersSchema = z.array(oidcProviderSchema)

type Env = Record<string, string | undefined>
const isTrue = (value: string | undefined) => value === 'true' || value === '1'

export function socialProvidersFromEnv(env: Env): NonNullable<BetterAuthOptions['socialProviders']> {
  const providers: Record<
    string,
    { clientId: string; clientSecret: string; disableSignUp: boolean; disableImplicitSignUp: true }
  > = {}
  for (const id of socialProviderIds) {
    const prefix = id.toUpperCase()
    const clientId = env[`${prefix}_CLIENT_ID`]
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]
    if (!clientId || !clientSecret) continue
    providers[id] = {
      clientId,
      clientSecret,
      disableSignUp: isTrue(env[`${prefix}_DISABLE_SIGNUP`]),
      disableImplicitSignUp: true,
    }
  }
  return providers as NonNullable<BetterAuthOptions['socialProviders']>
}

/** `AUTH_OIDC_PROVIDERS`: a JSON list of {providerId, name, discoveryUrl, clientId, clientSecret, scopes?, disableSignUp?}. */
export function oidcProvidersFromEnv(env: Env): GenericOAuthConfig[] {
  const raw = env.AUTH_OIDC_PROVIDERS
  if (!raw) return []
  const parsed = oidcProvidersSchema.safeParse(JSON.parse(raw))
  if (!parsed.success) throw new Error(`AUTH_OIDC_PROVIDERS 설정 오류: ${parsed.error.issues[0]?.message}`)
  return parsed.data.map((provider) => ({ ...provider, pkce: true, disableImplicitSignUp: true }))
}

export interface EnabledProvider {
  id: string
  name: string
  /** Open to new members (the sign-up page shows it); otherwise it signs in existing members only. */
  signUp: boolean
}

/** The buttons the login and sign-up pages show, in a fixed order: Kakao, Naver, Google first. */
export function enabledProviders(env: Env): EnabledProvider[] {
  const social = Object.entries(socialProvidersFromEnv(env)).map(([id, provider]) => ({
    id,
    name: providerNames[id] ?? id,
    signUp: !(provider as { disableSignUp?: boolean }).disableSignUp,
  }))
  const order = ['kakao', 'naver', 'google']
  social.sort((a, b) => (order.indexOf(a.id) + 1 || 99) - (order.indexOf(b.id) + 1 || 99))
  return [
    ...social,
    ...oidcProvidersFromEnv(env).map((p) => ({
      id: p.providerId,
      name: p.name ?? p.providerId,
      signUp: !p.disableSignUp,
    })),
  ]
}
