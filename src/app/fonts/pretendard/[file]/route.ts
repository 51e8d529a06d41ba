import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { PRETENDARD_FILE, PRETENDARD_FILES_DIR } from '@/components/fonts/pretendard-files'

/**
 * One of Pretendard's unicode-range subsets, read from the installed package (the standalone build
 * carries them: outputFileTracingIncludes in next.config.mjs). Only a subset's own file name is
 * read; anything else is 404. The address carries the package's version: cached for good.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!PRETENDARD_FILE.test(file)) return new Response(null, { status: 404 })
  // Not traced from here (the whole project would be): outputFileTracingIncludes names the files.
  const font = await readFile(path.join(/* turbopackIgnore: true */ process.cwd(), PRETENDARD_FILES_DIR, file)).catch(
    () => null,
  )
  if (!font) return new Response(null, { status: 404 })
  return new Response(new Uint8Array(font), {
    headers: { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
