/**
 * The production HTTP server: the pipeline's steps (pipeline.mjs), the kept pages, then Next, whose
 * answers answer.mjs decides at their head. Drains on SIGTERM/SIGINT. Plain JavaScript: it starts
 * without a TypeScript loader (docs/architecture.md, "What the web server is for").
 */
// First, so that Next and Payload find console.* writing JSON lines when they load.
import './log.mjs'
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { createAnswers } from './answer.mjs'
import { bootNext } from './boot-next.mjs'
import { startFromBuiltNextConfig } from './built-next-config.mjs'
import { runShutdownDrains } from './contract.mjs'
import { createKeptPages } from './kept-pages.mjs'
import { json, log } from './log.mjs'
import { createMaintenance } from './maintenance.mjs'
import { composeSteps, STEPS } from './pipeline.mjs'
import { startServices } from './services.mjs'
import { SiteResponse } from './site-response.mjs'

const SHUTDOWN_GRACE_MS = 10_000

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
const trustProxy = process.env.TRUSTED_PROXY === 'true' || process.env.TRUSTED_PROXY === '1'
const accessLog = json && process.env.ACCESS_LOG !== 'false' ? log : undefined
const dir = path.resolve(import.meta.dirname, '../..')

// In production Next starts from the config its build recorded, as its standalone server.js does.
if (!dev) startFromBuiltNextConfig(dir)
const app = next({ dev, dir, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
// A Next that failed to start (src/instrumentation.ts threw: a broken configuration) would answer
// every request 500 for good: stop instead, and say so.
if (!dev && (await bootNext(handle)) !== 200) {
  console.error('[server] Next가 시작하지 못해 이 서버를 종료합니다. 위의 오류를 확인해 주세요.')
  process.exit(1)
}

const services = startServices({
  databaseUrl: process.env.DATABASE_URL,
  dir,
  dev,
  // Page views store no referrer from the site's own pages, at the Host it answers to.
  siteHost: process.env.SITE_URL ? new URL(process.env.SITE_URL).host : `localhost:${port}`,
})

const keptPages = dev ? undefined : createKeptPages()
const answerFor = createAnswers({ dev, maintenance: createMaintenance(services.databaseProbe), keptPages })
const serve = composeSteps(STEPS, ({ req, res }) => {
  if (keptPages?.answer(req, res)) return
  res.decideAnswer = answerFor(req)
  handle(req, res)
})
const server = http.createServer({ ServerResponse: SiteResponse }, (req, res) =>
  serve({ req, res, address: '', dev, trustProxy, accessLog, services }),
)
server.keepAliveTimeout = 65_000

// What Node's parser refuses never reaches a step: its answers, in Korean. An address longer than
// the parser takes (16 KB of headers: a search query pasted over and over) is 431 with a page that
// says what to do.
const TOO_LONG = Buffer.from(
  '<!doctype html><html lang="ko"><meta charset="utf-8"><title>요청이 너무 깁니다</title>' +
    '<main><h1>요청이 너무 깁니다</h1><p>주소가 너무 길어 열 수 없습니다. 검색어는 50자까지 입력할 수 있습니다.</p>' +
    '<p><a href="/search">검색으로 돌아가기</a> · <a href="/">메인으로 가기</a></p></main></html>',
)
const BAD_REQUEST = Buffer.from('요청 형식이 올바르지 않습니다.')
server.on('clientError', (error, socket) => {
  if (!socket.writable || /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  const tooLong = /** @type {NodeJS.ErrnoException} */ (error).code === 'HPE_HEADER_OVERFLOW'
  const [status, type, body] = tooLong
    ? ['431 Request Header Fields Too Large', 'text/html; charset=utf-8', TOO_LONG]
    : ['400 Bad Request', 'text/plain; charset=utf-8', BAD_REQUEST]
  socket.end(
    Buffer.concat([
      Buffer.from(
        `HTTP/1.1 ${status}\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      ),
      body,
    ]),
  )
})

// Requests only once the cache listener listens (or has said why it cannot): src/cache/listener.mjs.
await services.ready
// A port another program holds: say so and exit (npm start then stops), instead of an English stack
// trace from Next's uncaught-exception handler and a process that never serves.
const cannotListen = (/** @type {NodeJS.ErrnoException} */ error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `포트 ${port}을(를) 이미 다른 프로그램이 쓰고 있습니다. 그 프로그램을 끄거나 PORT를 바꿔 다시 실행해 주세요 (예: PORT=3001 npm start).`
      : `${hostname}:${port}에서 요청을 받을 수 없습니다: ${error.message}`,
  )
  process.exit(1)
}
server.once('error', cannotListen)
server.listen(port, hostname, () => {
  server.off('error', cannotListen)
  // Under npm start the parent prints the banner; in the production image nobody else does.
  if (process.send) process.send({ type: 'listening', port })
  else console.log(`사이트가 ${process.env.SITE_URL ?? `http://${hostname}:${port}`} 에서 실행 중입니다.`)
})

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  setTimeout(() => {
    console.error('[shutdown] 제한 시간 안에 끝나지 않은 작업을 중단하고 종료합니다.')
    server.closeAllConnections()
    process.exit(1)
  }, SHUTDOWN_GRACE_MS).unref()
  void services.stopListening()
  const requestsDone = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  await requestsDone
  // After the requests: one of them may have just queued a mail.
  await runShutdownDrains()
  await services.stop()
  process.exit(0)
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
