import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { ko } from '@payloadcms/translations/languages/ko'
import { buildConfig } from 'payload'
import { fixedCreatedAt } from '@/access/fixed-created-at'
import {
  adminTimezones,
  DATE_TIME_FORMAT,
  koreanStorageFields,
  koreanTranslations,
  withKoreanLexical,
} from '@/admin/korean'
import { koreanErrorMessages } from '@/admin/korean-errors'
import { PageViews } from '@/admin/overview/PageViews'
import { Comments } from '@/comments/collection'
import { ImpactStories } from '@/community/collection/ImpactStories'
import { News } from '@/community/collection/News'
import { expireCacheTagsTask } from '@/community/scheduling'
import { isBuildPhase, s3Settings, serverEnv } from '@/config/env'
import { mediaStorage } from '@/config/media-storage'
import { ContentActivity } from '@/content-activity/collection'
import { recordScheduledPublication } from '@/content-activity/record'
import { withExclusiveJobClaims } from '@/db/payload-tables/job-claims'
import { withScheduledPublications } from '@/db/scheduled-publications'
import { discardUntouchedEndpoint } from '@/drafts/untouched'
import { SiteSettings } from '@/globals/SiteSettings'
import { Inquiries } from '@/inquiries/collection'
import { ExportLogs } from '@/inquiries/collection/ExportLogs'
import { InquiryFiles } from '@/inquiries/collection/InquiryFiles'
import { LegalVersions } from '@/legal/LegalVersions'
import { sendLegalNoticeTask } from '@/legal/notice-mail'
import { jsonLogs, payloadLoggerOptions } from '@/lib/logging.mjs'
import { answerPublicErrorsAsPayload, clientFaultsAreBadRequests } from '@/lib/payload-bad-input'
import { normalizedText } from '@/lib/payload-text'
import { restQueryBudget } from '@/lib/rest-query-budget'
import { LinkChecks } from '@/link-check/collection'
import { checkLinksTask } from '@/link-check/task'
import { Outbox } from '@/mail/outbox'
import { siteMailAdapter } from '@/mail/payload-adapter'
import { sendMailTask } from '@/mail/task'
import { DigestDeliveries, Digests } from '@/marketing/Digests'
import { sendMarketingDigestTask } from '@/marketing/digest'
import { MarketingDigest } from '@/marketing/MarketingDigest'
import { reconfirmMarketingTask } from '@/marketing/reconfirm'
import { Media } from '@/media/collection'
import { limitedSharp } from '@/media/upload-checks'
import { siteMemberEndpoints } from '@/members/endpoints'
import { MemberActions } from '@/members/MemberActions'
import { PrivacyRequests } from '@/privacy/requests/PrivacyRequests'
import { DestructionRecords } from '@/privacy/retention/DestructionRecords'
import { destroyExpiredPersonalDataTask } from '@/privacy/retention/destroy'
import { Redirects } from '@/redirects/collection'
import { ReusableBlocks } from '@/reusable-blocks/collection'
import { refuseScheduledPublishWithoutReview } from '@/review/hooks'
import { siteEditor } from '@/richtext/editor'
import { Pages } from '@/site-pages/collection'
import { refuseScheduledUnpublishOfFixedPage } from '@/site-pages/fixed-pages'
import { Users } from '@/staff/collection'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// `next build` compiles the admin and API routes but connects to nothing and signs nothing.
const env = isBuildPhase() ? null : serverEnv()
/** On a terminal, Payload's readable default; otherwise JSON lines (src/lib/logging.mjs). */
const logger = jsonLogs() ? { options: payloadLoggerOptions() } : undefined

const jobsCron = `*/${env?.JOBS_TICK_SECONDS ?? 10} * * * * *`

export default buildConfig({
  serverURL: env?.SITE_URL,
  secret: env?.PAYLOAD_SECRET ?? 'build-phase-never-signs-anything',
  admin: {
    user: Users.slug,
    // Korean in the admin's <head> too: Payload's defaults are English ("Payload App", its own
    // description). No Open Graph image: the admin is not shared, and /api/og would draw English.
    meta: {
      titleSuffix: '· 푸드임팩트 관리자',
      description: '푸드임팩트 홈페이지의 글, 문의, 회원을 관리하는 화면입니다.',
      defaultOGImageType: 'off',
      // The company's icon in staff's browser tabs, not Payload's (src/app/icon.png, favicon.ico).
      icons: [{ rel: 'icon', type: 'image/png', sizes: '48x48', url: '/icon.png' }],
      openGraph: { siteName: '푸드임팩트 관리자', description: '푸드임팩트 홈페이지 관리자 화면입니다.' },
    },
    // Seoul time, date and time, everywhere Payload formats a date (lists, versions, restore);
    // the schedule-publish drawer offers Seoul alone (src/admin/korean.ts).
    dateFormat: DATE_TIME_FORMAT,
    timezones: adminTimezones,
    // No Gravatar: nothing leaves for an outside server, and no broken image when offline.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: {
      // The admin's first screen: what staff come for, before Payload's collection cards (src/admin/overview).
      beforeDashboard: ['@/admin/overview/Overview#Overview'],
      // Korean for the few English strings Payload has no translation key for (see the file).
      providers: ['@/components/admin/KoreanAdminFixes#KoreanAdminFixes'],
      // One search box in the header of every screen, leading to /admin/search (src/admin-search).
      actions: ['@/admin-search/HeaderSearch#HeaderSearch'],
      // Site members (better-auth's users) for admins: list and member pages (src/members/admin).
      afterNavLinks: [
        '@/content-calendar/CalendarNavLink#CalendarNavLink',
        '@/members/admin/MembersNavLink#MembersNavLink',
      ],
      views: {
        // Posts by 게시일 and the pages' scheduled changes, by month or week (src/content-calendar).
        // Posts, pages, reusable blocks, media, inquiries and (admins) members for one query.
        adminSearch: { Component: '@/admin-search/SearchView#SearchView', path: '/search', exact: true },
        contentCalendar: { Component: '@/content-calendar/CalendarView#CalendarView', path: '/calendar', exact: true },
        siteMembers: { Component: '@/members/admin/MembersView#MembersView', path: '/members', exact: true },
        siteMember: { Component: '@/members/admin/MemberView#MemberView', path: '/members/:id', exact: true },
      },
    },
  },
  collections: [
    Pages,
    // Blocks placed on several pages (src/reusable-blocks), next to the pages in the admin.
    ReusableBlocks,
    Redirects,
    News,
    ImpactStories,
    Media,
    Inquiries,
    InquiryFiles,
    PageViews,
    Users,
    Outbox,
    ExportLogs,
    MemberActions,
    PrivacyRequests,
    DestructionRecords,
    LegalVersions,
    Digests,
    DigestDeliveries,
    ContentActivity,
    Comments,
    LinkChecks,
  ],
  globals: [SiteSettings, MarketingDigest],
  editor: withKoreanLexical(siteEditor),
  // Payload's own mails (staff's forgotten passwords) through the site's mail job: SMTP or the outbox.
  email: env ? siteMailAdapter : undefined,
  // The edit view reports a document left untouched; an empty "새로 생성" draft is discarded.
  endpoints: [discardUntouchedEndpoint, ...siteMemberEndpoints],
  // Every server process runs the job queue: each job must be claimed by exactly one of them.
  // A publication queued for later: a fixed page's unpublish is refused, the rest is logged
  // (src/db/scheduled-publications.ts).
  db: withScheduledPublications(
    withExclusiveJobClaims(
      postgresAdapter({
        pool: { connectionString: env?.DATABASE_URL ?? 'postgres://build-phase.invalid/none', max: 10 },
        // Schema changes only through committed migrations, applied before the server starts.
        push: false,
        migrationDir: path.resolve(dirname, 'migrations'),
      }),
    ),
    {
      check: async (publication) => {
        await refuseScheduledUnpublishOfFixedPage(publication)
        await refuseScheduledPublishWithoutReview(publication)
      },
      record: recordScheduledPublication,
    },
  ),
  // Scheduled publishing (a post's future 게시일, a page's 발행 일정) and mail run on Payload's job queue inside the web server
  // (scripts/start.ts sets JOBS_AUTORUN for it alone; src/instrumentation.ts starts the runner at
  // boot): no outside cron, and no jobs in scripts, tests or the build. Every 10 s by default
  // (JOBS_TICK_SECONDS): a scheduled post goes live at most 10 s late, for one indexed query per tick.
  jobs: {
    // Mail: each mail is first tried right after it is queued (inquiries' mails wait for the tick);
    // the mail queue has its own runner, started beside this one (src/mail/runner.ts).
    // Personal data past its period is destroyed daily at 04:00 Seoul (src/privacy/retention);
    // the link check runs daily at 05:00 Seoul and when staff press 지금 검사 (src/link-check).
    tasks: [
      sendMailTask,
      expireCacheTagsTask,
      destroyExpiredPersonalDataTask,
      checkLinksTask,
      sendLegalNoticeTask,
      sendMarketingDigestTask,
      reconfirmMarketingTask,
    ],
    autoRun: [{ cron: jobsCron, queue: 'default' }],
    shouldAutoRun: () => process.env.JOBS_AUTORUN === 'true',
  },
  // Payload's and Lexical's `ko`, with their machine translations corrected (src/admin/korean.ts).
  i18n: { supportedLanguages: { ko }, fallbackLanguage: 'ko', translations: koreanTranslations },
  // Every image Payload opens is refused past a pixel limit (src/media/upload-checks.ts).
  sharp: limitedSharp,
  // Uploaded files: local disk, or the S3-compatible bucket named by S3_* (src/config/media-storage.ts).
  // Typed text follows the text policy (src/lib/text.ts: NFC, nothing hidden); a REST query costs
  // at most what src/lib/rest-query-budget.ts allows.
  // No one rewrites a document's 생성 시각 (src/access/fixed-created-at.ts).
  plugins: [
    mediaStorage(env ? s3Settings(env) : undefined),
    koreanStorageFields,
    normalizedText,
    restQueryBudget,
    fixedCreatedAt,
  ],
  // Nothing uses GraphQL (the site reads through the Local API, the admin through REST and server
  // functions), so it is off: one guest query could keep a server process busy for seconds
  // (docs/adr/0009-graphql-off.md).
  graphQL: { disable: true },
  // A value Postgres refuses or an unreadable upload is the client's fault: 400, not 500.
  // Our hooks' public errors (Korean reasons, field errors) reach the admin as Payload's own do;
  // Payload's fixed English answer to an error it does not describe is given in Korean.
  hooks: { afterError: [clientFaultsAreBadRequests, answerPublicErrorsAsPayload, koreanErrorMessages] },
  // A staff login refused by its limit (src/staff/sign-in-limits.ts) is no failure;
  // Payload's type lists only its own error names.
  loggingLevels: { TooManyAttempts: 'info' } as Partial<Record<string, 'info'>>,
  // Written by `npm run generate:types` only. Left on, every Payload start outside production
  // (each test file's Local API, a script) spawned the generator: 81 s of CPU in a full test run,
  // and the committed file rewritten under the type check.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  telemetry: false,
  logger,
  // A database restart ends the pool's idle connections; without a listener each one is logged as
  // an uncaught exception. The pool opens new connections by itself once Postgres answers again.
  onInit: (payload) => {
    payload.db.pool.on('error', (error) => payload.logger.warn(`idle database connection lost: ${error.message}`))
  },
})
