/**
 * A small S3-compatible server for tests (no S3 here and no network): path-style addresses
 * (endpoint/bucket/key), objects in memory, and the operations the storage plugin sends —
 * PutObject, GetObject (with Range), HeadObject, DeleteObject. Anything else answers 501, so a
 * plugin that starts using another operation fails a test instead of passing by accident.
 *
 * Every request must carry a valid AWS Signature Version 4 for the one access key it knows:
 * a wrong key id or secret is refused with 403, as a real bucket would.
 */
import { createHash, createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StoredObject {
  body: Buffer
  contentType: string
  etag: string
  lastModified: Date
}

export interface FakeS3 {
  endpoint: string
  bucket: string
  /** The site's S3_* variables for this server. */
  env: Record<string, string>
  /** Keys of the stored objects, sorted. */
  keys: () => string[]
  object: (key: string) => StoredObject | undefined
  /** Requests refused for their signature (wrong key id, secret or tampered content). */
  refused: () => { method: string; path: string; code: string }[]
  close: () => Promise<void>
}

const REGION = 'us-east-1'

export async function startFakeS3({
  bucket = 'site-media',
  accessKeyId = 'TESTACCESSKEY000001',
  secretAccessKey = 'test-secret-access-key-0123456789abcdef',
} = {}): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>()
  const refusals: { method: string; path: string; code: string }[] = []

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent) sendError(response, 500, 'InternalError', error.message)
      else response.destroy(error)
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3')
    const raw = await readBody(request)
    const denied = checkSignature(request, url, raw, { accessKeyId, secretAccessKey })
    if (denied) {
      refusals.push({ method: request.method ?? '', path: url.pathname, code: denied.code })
      return sendError(response, 403, denied.code, denied.message)
    }

    const [, bucketName = '', ...keyParts] = url.pathname.split('/')
    const key = decodeURIComponent(keyParts.join('/'))
    if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist')
    // The SDK names the operation in `x-id`; any other parameter belongs to an operation not served here.
    const unknownParameter = [...url.searchParams.keys()].some((name) => name !== 'x-id')
    if (!key || unknownParameter) return sendError(response, 501, 'NotImplemented', `${request.method} ${url.search}`)

    switch (request.method) {
      case 'PUT': {
        if (request.headers['x-amz-copy-source']) return sendError(response, 501, 'NotImplemented', 'CopyObject')
        const body = decodeChunked(request, raw)
        const etag = `"${createHash('md5').update(body).digest('hex')}"`
        objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
          etag,
          lastModified: new Date(),
        })
        response.writeHead(200, { ETag: etag }).end()
        return
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key)
        if (!object) {
          if (request.method === 'HEAD') return void response.writeHead(404).end()
          return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.')
        }
        const headers: Record<string, string> = {
          'Content-Type': object.contentType,
          ETag: object.etag,
          'Last-Modified': object.lastModified.toUTCString(),
          'Accept-Ranges': 'bytes',
        }
        const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''))
        if (range && request.method === 'GET') {
          const size = object.body.length
          const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
          const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
          if (start > end || start >= size) {
            return sendError(response, 416, 'InvalidRange', 'The requested range is not satisfiable')
          }
          const part = object.body.subarray(start, end + 1)
          response.writeHead(206, {
            ...headers,
            'Content-Length': String(part.length),
            'Content-Range': `bytes ${start}-${end}/${size}`,
          })
          response.end(part)
          return
        }
        response.writeHead(200, { ...headers, 'Content-Length': String(object.body.length) })
        response.end(request.method === 'GET' ? object.body : undefined)
        return
      }
      case 'DELETE':
        objects.delete(key)
        response.writeHead(204).end()
        return
      default:
        return sendError(response, 501, 'NotImplemented', String(request.method))
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    keys: () => [...objects.keys()].sort(),
    object: (key) => objects.get(key),
    refused: () => [...refusals],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`
  response.writeHead(status, { 'Content-Type': 'application/xml' }).end(xml)
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding, as SigV4 canonicalises query strings. */
const escapeUri = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * Verifies the Authorization header (AWS Signature Version 4, header form): the key id, the
 * signature over method, path, query, the signed headers and the payload hash, and that hash
 * against the body. Returns why a request is refused, or undefined.
 */
function checkSignature(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string },
): { code: string; message: string } | undefined {
  const authorization = String(request.headers.authorization ?? '')
  const parts =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    )
  if (!parts) return { code: 'AccessDenied', message: 'Missing or malformed Authorization header' }
  const [, keyId = '', date = '', region = '', signedHeaders = '', signature = ''] = parts
  if (keyId !== credentials.accessKeyId) {
    return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' }
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '')
  if (!payloadHash) return { code: 'InvalidRequest', message: 'Missing x-amz-content-sha256' }
  if (/^[0-9a-f]{64}$/.test(payloadHash) && sha256(body) !== payloadHash) {
    return { code: 'XAmzContentSHA256Mismatch', message: 'The provided x-amz-content-sha256 does not match the body' }
  }
  const amzDate = String(request.headers['x-amz-date'] ?? '')

  const query = [...url.searchParams]
    .map(([name, value]) => [escapeUri(name), escapeUri(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const headerNames = signedHeaders.split(';')
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = request.headers[name]
      return `${name}:${(Array.isArray(value) ? value.join(',') : String(value ?? '')).trim().replace(/\s+/g, ' ')}\n`
    })
    .join('')
  const canonicalRequest = [request.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join(
    '\n',
  )
  const scope = `${date}/${region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  const signingKey = ['s3', 'aws4_request'].reduce<Buffer>(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region),
  )
  if (createHmac('sha256', signingKey).update(stringToSign).digest('hex') !== signature) {
    return {
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    }
  }
  return undefined
}

/** Bodies sent with `Content-Encoding: aws-chunked` (streamed uploads): the data without the chunk frames. */
function decodeChunked(request: IncomingMessage, raw: Buffer): Buffer {
  const hash = String(request.headers['x-amz-content-sha256'] ?? '')
  if (!hash.startsWith('STREAMING-')) return raw
  const chunks: Buffer[] = []
  let offset = 0
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset)
    if (lineEnd < 0) break
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0] ?? '', 16)
    if (!size) break
    chunks.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(chunks)
}
