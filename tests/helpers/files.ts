import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import type { CookieJar } from './http'

/** A PDF of the given objects with a correct cross-reference table (byte offsets) and trailer. */
function pdfOf(objects: string[]): Buffer {
  let text = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(text.length)
    text += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(text, 'latin1')
}

/** A small valid one-page PDF, as the contact form accepts it. */
export const pdfBlob = () =>
  new Blob(
    [
      new Uint8Array(
        pdfOf([
          '<< /Type /Catalog /Pages 2 0 R >>',
          '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
          '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
        ]),
      ),
    ],
    { type: 'application/pdf' },
  )

/** A "PDF" of padding: a header, megabytes of spaces and a broken cross-reference before the end marker. */
export const paddedPdfBlob = (bytes = 9_800_000) =>
  new Blob(
    [
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(bytes, 0x20),
      Buffer.from('\nxref\n0 1\nnot a table\ntrailer\n<< /Size 1 >>\nstartxref\n123\n%%EOF\n'),
    ],
    { type: 'application/pdf' },
  )

const crc32 = (data: Buffer) => {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG whose header says `width` × `height` (RGB) and whose pixel data is a few bytes: what a decoder would inflate. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 2
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** Uploads a one-colour PNG to the media collection through Payload's REST API, as the editor whose cookies `jar` holds. */
export async function uploadImage(
  siteUrl: string,
  jar: CookieJar,
  { name, alt, width = 64, height = 48 }: { name: string; alt: string; width?: number; height?: number },
): Promise<Response> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer()
  const upload = new FormData()
  upload.set('file', new Blob([png], { type: 'image/png' }), name)
  upload.set('_payload', JSON.stringify({ alt }))
  return fetch(`${siteUrl}/api/media`, {
    method: 'POST',
    body: upload,
    headers: { origin: siteUrl, cookie: jar.header() },
  })
}
