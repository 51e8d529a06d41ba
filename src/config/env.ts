/**
 * Every environment variable the server reads, parsed and validated once with zod.
 * `.env.example` documents each of them.
 */
import { z } from 'zod'

const secret = z.string().min(32, '32자 이상이어야 합니다')
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')
const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the site, e.g. https://www.example.co.kr (default http://localhost:PORT). */
  SITE_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작하는 주소여야 합니다'),
  /** Folder for the embedded database, generated development secrets and other local state. */
  DATA_DIR: z.string().default('.data'),
  /** Uploaded files (default: media/ at the project root). */
  MEDIA_DIR: z.string().optional(),
  PAYLOAD_SECRET: secret,
  BETTER_AUTH_SECRET: secret,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Extra origins allowed to call the auth API (comma-separated). */
  TRUSTED_ORIGINS: list,
  /** Set only behind a reverse proxy that overwrites X-Forwarded-For. */
  TRUSTED_PROXY: flag,
  /** Outgoing mail server, e.g. smtps://user:pass@smtp.example.com:465. Unset: mails go to the outbox in the admin. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'smtp:// 또는 smtps:// 로 시작하는 주소여야 합니다')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of the site's mails. */
  MAIL_FROM: z
    .string()
    .optional()
    .transform((value) => value || '"푸드임팩트" <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  /** json: one JSON object per line; pretty: readable text. Unset: JSON unless the output is a terminal. */
  LOG_FORMAT: z
    .enum(['json', 'pretty'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** false: no access-log line per request (JSON logs only). */
  ACCESS_LOG: z.enum(['true', 'false', '']).optional(),
  /** How often the job queue looks for due work (scheduled posts, mail retries), in seconds. */
  JOBS_TICK_SECONDS: z.coerce.number().int().min(1).max(59).default(10),
})

export type ServerEnv = z.infer<typeof envSchema> & { SITE_URL: string }

/** Turns zod issues into one line an operator can act on. */
export function describeEnvProblems(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source)
  if (!result.success) throw new Error(`환경 변수 설정 오류 — ${describeEnvProblems(result.error)}`)
  const env = result.data
  return { ...env, SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') }
}

/** `next build` evaluates server modules but must need neither a database nor secrets. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

let cached: ServerEnv | undefined
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env)
  return cached
}
