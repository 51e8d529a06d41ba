import sharp from 'sharp'
import type { CookieJar } from './http'

/** A small valid PDF (header, cross-reference, end marker), as the contact form accepts it. */
export const pdfBlob = () =>
  new Blob(
    [
      Buffer.from(
        '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
          'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n' +
          'trailer <</Size 3 /Root 1 0 R>>\nstartxref\n110\n%%EOF\n',
      ),
    ],
    { type: 'application/pdf' },
  )

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
