import { readFile } from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook, type PayloadRequest, type SharpDependency } from 'payload'
import sharp from 'sharp'
import { stripRefused } from '@/lib/text'

/**
 * What an uploaded file is, judged by its bytes, not by the type or name the browser sent with it:
 * a caption must be WebVTT text, an image may not be larger than MAX_IMAGE_PIXELS (read from its
 * header, before anything decodes it), and every file gets a name of the safe form (safeFileName)
 * with the extension of what it is. Payload serves a stored file with the type its extension
 * names, so a page saved as `x.html` and labelled text/vtt would otherwise be served as HTML.
 */

/**
 * The most pixels an uploaded image may have: 40 megapixels (a 7,700 × 5,200 photo). Decoding
 * takes about 4 bytes a pixel; an 8,000 × 8,000 PNG of 202 KB held 285 MB and 6.5 s of CPU.
 * The site shows images at most 1,920 wide.
 */
export const MAX_IMAGE_PIXELS = 40_000_000

/**
 * sharp as Payload gets it (payload.config.ts): every image it opens (resizing, cropping, reading
 * a size) refuses more than MAX_IMAGE_PIXELS, also where checkMediaUpload does not look.
 */
export const limitedSharp: SharpDependency = (input, options) =>
  sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, ...options })

type UploadFile = NonNullable<PayloadRequest['file']>

const refuse = (message: string) => new APIError(message, 400, undefined, true)

/** The extension each accepted type is stored under. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'text/vtt': 'vtt',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/x-hwp': 'hwp',
  'application/haansofthwp': 'hwp',
}

/** Device names Windows will not open as files, with any extension (`CON.png`, `nul.txt`). */
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i
/** Letters (Hangul too), digits, and - _ ( ): everything else becomes a hyphen. */
const UNSAFE = /[^\p{L}\p{M}\p{N}_()-]+/gu
const MAX_BASE_LENGTH = 80

/**
 * A file name of the safe form: NFC, no hidden characters, nothing a file system or a path reads
 * as special (`/ \ : * ? " < > |`, dots, spaces), not a Windows device name, and `extension`
 * for the extension. Falls back to `file` when nothing usable is left.
 */
export function safeFileName(name: string, extension: string): string {
  // The text policy's own cleaning (NFC; controls, direction controls and fillers gone).
  const normalized = stripRefused(name).replace(/[\p{Cf}\p{Zl}\p{Zp}]/gu, '')
  const dot = normalized.lastIndexOf('.')
  const base = (dot > 0 ? normalized.slice(0, dot) : normalized)
    .replace(UNSAFE, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, '')
  const safeBase = base === '' || WINDOWS_RESERVED.test(base) ? `file${base ? `-${base}` : ''}` : base
  return `${safeBase}.${extension}`
}

/** The extension a file of `mimeType` is stored under; for another type, its own if it is plain. */
function extensionFor(mimeType: string, name: string): string {
  const known = EXTENSIONS[mimeType]
  if (known) return known
  const own = /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]
  return own ? own.toLowerCase() : 'bin'
}

async function bytesOf(file: UploadFile): Promise<Buffer> {
  if (file.data && file.data.length > 0) return file.data
  return file.tempFilePath ? readFile(file.tempFilePath) : Buffer.alloc(0)
}

/** HTML a browser would render, which has no place in a caption file. */
const HTML = /<\s*(?:!doctype|html|head|body|script|iframe|object|embed|svg|math|meta|link|style|form|img)\b/i

/** Korean refusal, or undefined for a WebVTT file: UTF-8 text that starts with "WEBVTT" (after an optional BOM). */
export function webVttProblem(bytes: Buffer): string | undefined {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return '자막 파일이 UTF-8 텍스트가 아닙니다. UTF-8로 저장한 WebVTT(.vtt) 파일을 올려 주세요.'
  }
  if (text.includes('\u0000')) return '자막 파일에 텍스트가 아닌 내용이 있습니다. WebVTT(.vtt) 파일을 올려 주세요.'
  // TextDecoder drops the BOM; the header is "WEBVTT" alone or followed by a space, tab or line break.
  if (!/^WEBVTT(?:$|[ \t\r\n])/.test(text)) return '자막 파일은 "WEBVTT"로 시작하는 WebVTT(.vtt) 파일이어야 합니다.'
  if (HTML.test(text)) return '자막 파일에 HTML이 들어 있습니다. 자막 내용만 있는 WebVTT(.vtt) 파일을 올려 주세요.'
  return undefined
}

/** Korean refusal, or undefined: an image whose header names at most MAX_IMAGE_PIXELS pixels. */
export async function imageSizeProblem(bytes: Buffer): Promise<string | undefined> {
  let width: number | undefined
  let height: number | undefined
  let pages = 1
  try {
    // Reads the header only; nothing is decoded.
    ;({ width, height, pages = 1 } = await sharp(bytes, { limitInputPixels: false }).metadata())
  } catch {
    return '이미지를 열 수 없습니다. 파일이 손상되었거나 지원하지 않는 형식입니다.'
  }
  if (!width || !height) return '이미지의 크기를 알 수 없습니다. 다른 형식으로 저장해서 올려 주세요.'
  if (width * height * pages > MAX_IMAGE_PIXELS) {
    const megapixels = Math.round((width * height * pages) / 1_000_000)
    return `이미지가 너무 큽니다(${width}×${height}, 약 ${megapixels}백만 화소). ${MAX_IMAGE_PIXELS / 1_000_000}백만 화소 이하로 줄여서 올려 주세요.`
  }
  return undefined
}

/**
 * Media's check of an upload, before Payload stores or resizes anything: the content fits what
 * the file claims to be, and the name is of the safe form with the extension of that content.
 */
export const checkMediaUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  const bytes = await bytesOf(file)
  const claimsCaption = file.mimetype === 'text/vtt' || /\.vtt$/i.test(file.name)
  let mimeType = file.mimetype
  if (claimsCaption) {
    const problem = webVttProblem(bytes)
    if (problem) throw refuse(problem)
    mimeType = 'text/vtt'
  } else if (file.mimetype.startsWith('image/')) {
    const problem = await imageSizeProblem(bytes)
    if (problem) throw refuse(problem)
  }
  req.file = { ...file, mimetype: mimeType, name: safeFileName(file.name, extensionFor(mimeType, file.name)) }
  return args
}
