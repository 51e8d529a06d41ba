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
/** An unset and an empty variable mean the same: not set. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

/** Every S3_* variable: with S3_BUCKET set, media and inquiry attachments go to that bucket. */
const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const

const variables = z.object({
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
  /** How many web servers run side by side (src/server/cluster.mjs). Unset: one per core, at most 4. */
  WEB_CONCURRENCY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int('정수여야 합니다').min(1, '1 이상이어야 합니다').max(64, '64 이하여야 합니다').optional(),
  ),
  /**
   * The scheduling priority (nice, 0–19) of the password-hashing threads (src/auth/password-hash.ts).
   * 19: pages first, sign-ins get the CPU left over, and a 429 when none is left for 6 s. 0: a
   * sign-in competes with pages as an equal (the test suite's sites, whose machine is saturated
   * by the browsers and sites of the suite itself).
   */
  PASSWORD_HASH_NICENESS: z.coerce.number().int().min(0).max(19).default(19),
  /** How often the job queue looks for due work (scheduled posts, mail retries), in seconds. */
  JOBS_TICK_SECONDS: z.coerce.number().int().min(1).max(59).default(10),
  /**
   * The link checker (src/link-check) asks other sites whether linked https addresses answer. false:
   * it checks only the site's own links (a server without internet would find every one "응답 없음").
   */
  LINK_CHECK_EXTERNAL: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === undefined || value === '' || value === 'true' || value === '1'),
  /** Requests the link checker starts per second, across all other sites (one at a time per site). */
  LINK_CHECK_REQUESTS_PER_SECOND: z.coerce
    .number()
    .min(0.1, '0.1 이상이어야 합니다')
    .max(20, '20 이하여야 합니다')
    .default(2),
  /** Inquiry attachments (pitch decks) the whole site takes in 24 hours: how many, and how many MB. */
  INQUIRY_FILES_PER_DAY: z.coerce.number().int('정수여야 합니다').min(0, '0 이상이어야 합니다').default(200),
  INQUIRY_FILES_MB_PER_DAY: z.coerce.number().int('정수여야 합니다').min(0, '0 이상이어야 합니다').default(500),
  /** Inquiry attachments kept in all, in MB: past it new ones are refused until staff delete old ones. */
  INQUIRY_FILES_MB_TOTAL: z.coerce.number().int('정수여야 합니다').min(0, '0 이상이어야 합니다').default(5000),
  /** 카카오톡 공유 on articles: the Kakao app's JavaScript key (developers.kakao.com → 앱 → 앱 키; the site's domain under 플랫폼 → Web). */
  KAKAO_JAVASCRIPT_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{32}$/, '카카오 JavaScript 키는 영문 소문자와 숫자 32자입니다')
      .optional(),
  ),
  /** S3-compatible storage for uploaded files (AWS S3, Cloudflare R2, NCP Object Storage, MinIO…). Unset: local disk. */
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '3–63자의 영문 소문자, 숫자, 점(.), 하이픈(-)이어야 합니다')
      .optional(),
  ),
  /** The bucket's region, e.g. ap-northeast-2 (AWS), kr-standard (NCP), auto (R2). */
  S3_REGION: optionalText,
  /** API address of an S3-compatible service; unset for AWS S3. */
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'http:// 또는 https:// 로 시작하는 주소여야 합니다' }).optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (endpoint/bucket/key) instead of the host name. Default: on with S3_ENDPOINT, off for AWS. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1')),
  /** Folder inside the bucket when the bucket is shared, e.g. site/ (files go to site/media/…). */
  S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9/_.-]+$/, '영문, 숫자와 / - _ . 만 쓸 수 있습니다')
      .refine(
        (value) => !value.split('/').some((part) => part === '..' || part === '.'),
        '. 이나 .. 폴더는 쓸 수 없습니다',
      )
      .optional(),
  ),
})

export const envSchema = variables.superRefine((env, context) => {
  // All or nothing: a half-configured bucket must stop the start, not fail at the first upload.
  if (!env.S3_BUCKET) {
    const set = S3_VARIABLES.filter((name) => name !== 'S3_BUCKET' && env[name] !== undefined)
    if (set.length)
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `${set.join(', ')}이(가) 설정되어 있습니다. S3 저장소를 쓰려면 S3_BUCKET도 지정하고, 아니면 모두 비우세요`,
      })
    return
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'S3_BUCKET을 지정했으면 필요합니다' })
  }
  if (!env.S3_REGION && !env.S3_ENDPOINT)
    context.addIssue({
      code: 'custom',
      path: ['S3_REGION'],
      message: 'AWS S3는 버킷의 리전이 필요합니다 (예: ap-northeast-2). S3 호환 서비스라면 S3_ENDPOINT를 지정하세요',
    })
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

/** Where uploaded files go when S3_* is set; undefined: local disk. */
export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  accessKeyId: string
  secretAccessKey: string
  /** Folder inside the bucket, without slashes at either end ('' for the bucket's root). */
  prefix: string
}

export function s3Settings(env: ServerEnv): S3Settings | undefined {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return undefined
  return {
    bucket: env.S3_BUCKET,
    // S3-compatible services mostly ignore the region, but the signature needs one.
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT?.replace(/\/$/, ''),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
  }
}

/** Both upload collections, each under its own folder of the bucket. */
export const STORED_COLLECTIONS = ['media', 'inquiry-files'] as const

/** The bucket folder of a collection, e.g. `media` or `site/media` with S3_PREFIX=site. */
export const bucketFolder = (settings: Pick<S3Settings, 'prefix'> | undefined, collection: string) =>
  settings?.prefix ? `${settings.prefix}/${collection}` : collection

/** `next build` evaluates server modules but must need neither a database nor secrets. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

let cached: ServerEnv | undefined
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env)
  return cached
}
