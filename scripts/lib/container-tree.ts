/**
 * Assembles the folder the production image is made of (`npm run container:tree`; the Dockerfile
 * copies it to /app). Builds first if the sources changed.
 *
 *   .next/standalone/*  Next's server with only the node_modules it uses (next.config.mjs output)
 *   .next/static        the browser's files, which standalone leaves out
 *   public/             the same (when there is one)
 *   src/server/…, scripts/container-start.mjs   our HTTP server and the image's entry point
 *   media/, .data/      the only places the server writes (owned by the run user)
 *
 * Next's own standalone server.js is left out: ours adds the client address, the script nonces,
 * the maintenance page, page views and the graceful stop (src/server/server.mjs).
 */
import { existsSync } from 'node:fs'
import { cp, mkdir, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build, isBuildCurrent } from './build'
import { root } from './runtime-env'

const standalone = path.join(root, '.next/standalone')

/** The image's entry point; Next's trace covers the server bundle, not these plain-Node files. */
const ENTRY_POINTS = ['scripts/container-start.mjs', 'src/server/cluster.mjs', 'src/server/server.mjs']

/**
 * Every file the entry points load (our modules and the packages they import, e.g. zod and pg),
 * found with the same tracer Next uses for the standalone output.
 */
async function entryPointFiles(): Promise<string[]> {
  const require = createRequire(import.meta.url)
  const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft') as {
    nodeFileTrace: (
      files: string[],
      options: { base: string; processCwd: string; ignore: (file: string) => boolean },
    ) => Promise<{ fileList: Set<string> }>
  }
  // Next's own files come from its standalone trace: followed from its entry, the tracer would add
  // about 100 MB of build tooling (sass, postcss, swc, …).
  const ignore = (file: string) => file.startsWith('node_modules/next/')
  const { fileList } = await nodeFileTrace(ENTRY_POINTS, { base: root, processCwd: root, ignore })
  return [...fileList]
}

export async function assembleContainerTree(target: string): Promise<void> {
  if (!(await isBuildCurrent())) await build()
  await rm(target, { recursive: true, force: true })
  await cp(standalone, target, { recursive: true, verbatimSymlinks: true })
  // Next traces the folders payload.config.ts names for its CLI (import map, migration files);
  // the built server reads neither: its code and the migrations are in .next/server.
  // (Our server's own files, src/server/, come back below from its trace.)
  for (const unused of ['server.js', 'src', 'migrations']) await rm(path.join(target, unused), { recursive: true })
  // Never this machine's uploads or database: the trace of src/instrumentation.ts takes in the
  // folders the code names, so a build made after a local `npm start` held .data/ (secrets.json
  // included) and media/. (The Dockerfile's own build never sees them: .dockerignore.)
  for (const local of ['media', '.data']) await rm(path.join(target, local), { recursive: true, force: true })
  await cp(path.join(root, '.next/static'), path.join(target, '.next/static'), { recursive: true })
  if (existsSync(path.join(root, 'public'))) {
    await cp(path.join(root, 'public'), path.join(target, 'public'), { recursive: true })
  }
  // A package Next's trace already holds (pg) keeps the files Next chose.
  for (const file of await entryPointFiles()) {
    const pkg = file.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1]
    if (pkg && existsSync(path.join(standalone, 'node_modules', pkg, 'package.json'))) continue
    if (!existsSync(path.join(target, file))) await cp(path.join(root, file), path.join(target, file))
  }
  for (const dir of ['media', '.data']) await mkdir(path.join(target, dir), { recursive: true })
}
