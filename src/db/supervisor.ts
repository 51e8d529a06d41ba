/**
 * `npm start` supervises the embedded Postgres it started. When the server exits
 * without being asked to (a crash, the kernel's OOM killer, `kill -9`), it is started again at
 * once on the same directory and port, so Postgres replays its WAL (crash recovery) and the web
 * servers' pools reconnect by themselves. A start that fails is tried again with a growing pause
 * (up to MAX_PAUSE_MS), each time with one Korean log line saying why and what to do; a server that
 * keeps crashing right after its start is restarted with the same growing pause.
 *
 * Every change of state is reported (`onState`): `npm start` passes it to the web servers, whose
 * /api/ready says why the database is away (src/server/database-supervision.mjs).
 */
import { type EmbeddedPostgres, type EmbeddedPostgresOptions, startEmbeddedPostgres } from './embedded-postgres'

/** After the first immediate restart, failed starts wait 0.5 s, 1 s, 2 s … up to this. */
const MAX_PAUSE_MS = 10_000
const FIRST_PAUSE_MS = 500
/** A server that ran this long had started fine: its next crash is restarted at once again. */
const HEALTHY_AFTER_MS = 60_000
/** The old server's processes may hold its shared memory for a moment after a kill: try again soon. */
const BUSY_PAUSE_MS = 100
/** Output lines kept to explain a failure. */
const KEPT_LINES = 30

export type DatabaseCause = 'disk-full' | 'damaged' | 'port-in-use' | 'permission' | 'busy' | 'unknown'

export interface DatabaseState {
  state: 'running' | 'restarting' | 'failed'
  /** ISO time of this state's start. */
  since: string
  /** Restarts after unexpected exits so far. */
  restarts: number
  cause?: DatabaseCause
  /** Korean: what happened. */
  message?: string
  /** Korean: what the operator should do. */
  action?: string
  /** Postgres's own line that gave the reason. */
  detail?: string
}

export interface SupervisedPostgres {
  url: string
  port: number
  state: () => DatabaseState
  /** Fast shutdown; no restart afterwards. */
  stop: () => Promise<void>
}

interface Failure {
  cause: DatabaseCause
  message: string
  action: string
  detail?: string
}

const DIAGNOSES: { cause: DatabaseCause; pattern: RegExp; message: string; action: (dir: string) => string }[] = [
  {
    cause: 'disk-full',
    pattern: /No space left on device|ENOSPC|Disk quota exceeded/i,
    message: '디스크 공간이 부족해 데이터베이스(Postgres)를 시작할 수 없습니다.',
    action: (dir) =>
      `데이터 디렉터리(${dir})가 있는 디스크에 공간을 확보하세요(오래된 로그·백업 파일 삭제 등). 공간이 생기면 자동으로 다시 시작합니다.`,
  },
  {
    cause: 'busy',
    pattern: /pre-existing shared memory block|lock file ".*" already exists|Is another postmaster/i,
    message: '종료된 데이터베이스의 프로세스가 아직 남아 있습니다.',
    action: () => '잠시 후 자동으로 다시 시도합니다. 계속되면 남은 postgres 프로세스(ps -u postgres)를 확인하세요.',
  },
  {
    cause: 'port-in-use',
    pattern: /could not bind|Address already in use/i,
    message: '데이터베이스 포트를 다른 프로그램이 쓰고 있습니다.',
    action: () =>
      '그 포트를 쓰는 프로그램(ss -ltnp)을 종료하세요. 포트가 비면 자동으로 다시 시작합니다. 아니면 npm start를 다시 실행하세요(새 포트를 고릅니다).',
  },
  {
    cause: 'permission',
    pattern: /Permission denied|EACCES|has wrong ownership|invalid permissions/i,
    message: '데이터 디렉터리의 권한 문제로 데이터베이스를 시작할 수 없습니다.',
    action: (dir) => `데이터 디렉터리(${dir})의 소유자와 권한(postgres 사용자, 0700)을 확인하세요.`,
  },
  {
    cause: 'damaged',
    pattern:
      /PG_VERSION|pg_control|checkpoint record|invalid (?:page|magic|resource manager)|checksum|corrupt|could not (?:open|read|locate|access|stat) (?:file|directory)|No such file or directory|incompatible|PANIC/i,
    message: '데이터 디렉터리가 손상되어 데이터베이스(Postgres)를 시작할 수 없습니다.',
    action: (dir) =>
      `npm start를 멈추고(Ctrl+C) 손상된 데이터 디렉터리(${dir})를 다른 곳으로 옮긴 뒤 최근 백업으로 복구하세요: npm run restore -- <백업 파일>. 그동안 저장된 페이지는 계속 보입니다.`,
  },
]

/** Why Postgres did not start, from its output (English: the server runs with LC_MESSAGES=C). */
export function diagnose(output: string, dir: string): Failure {
  const lines = output.split('\n').map((line) => line.trim())
  // Recovery's own progress lines ("invalid record length at …" ends every replay) are no reason;
  // only "could not bind" is reported at LOG level among the reasons we know.
  const informational = (line: string) => /\b(?:LOG|DETAIL|HINT|CONTEXT):/.test(line) && !/could not bind/i.test(line)
  for (const diagnosis of DIAGNOSES) {
    const line = lines.find((candidate) => !informational(candidate) && diagnosis.pattern.test(candidate))
    if (line) return { cause: diagnosis.cause, message: diagnosis.message, action: diagnosis.action(dir), detail: line }
  }
  const detail =
    [...lines].reverse().find((line) => /FATAL|ERROR|PANIC/.test(line)) ?? [...lines].reverse().find(Boolean)
  return {
    cause: 'unknown',
    message: '데이터베이스(Postgres)를 시작하지 못했습니다.',
    action:
      'LOG_LEVEL=debug로 npm start를 실행해 Postgres의 기록을 확인하세요. 원인이 해결되면 자동으로 다시 시작합니다.',
    detail,
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)

export async function superviseEmbeddedPostgres(
  options: EmbeddedPostgresOptions & {
    /** Korean lines for the operator's log. */
    report: (line: string) => void
    onState?: (state: DatabaseState) => void
  },
): Promise<SupervisedPostgres> {
  const recent: string[] = []
  const log = (text: string) => {
    options.log?.(text)
    for (const line of text.split('\n')) if (line.trim()) recent.push(line)
    if (recent.length > KEPT_LINES) recent.splice(0, recent.length - KEPT_LINES)
  }
  // The first start fails `npm start` as before: nothing has been served yet.
  let server: EmbeddedPostgres = await startEmbeddedPostgres({ ...options, log })
  const port = server.port
  let state: DatabaseState = { state: 'running', since: new Date().toISOString(), restarts: 0 }
  let stopping = false
  let startedAt = Date.now()
  let pause = 0
  let restarting: Promise<void> | undefined
  /** Ends the pause between attempts early (a stop must not wait for it). */
  let wake = () => {}
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const setState = (next: Omit<DatabaseState, 'since' | 'restarts'>) => {
    state = { ...next, since: new Date().toISOString(), restarts: state.restarts }
    options.onState?.(state)
  }

  const watch = (current: EmbeddedPostgres) => {
    void current.exited.then(({ code, signal }) => {
      if (stopping || current !== server) return
      // Its backends' "terminating connection due to unexpected postmaster exit" say nothing new.
      const last = [...recent]
        .reverse()
        .find(
          (line) =>
            /\b(?:PANIC|FATAL):/.test(line) && !/terminating connection|not yet accepting|starting up/.test(line),
        )
      state = { ...state, restarts: state.restarts + 1 }
      // A server that crashes soon after its start would otherwise be restarted in a tight loop.
      if (Date.now() - startedAt > HEALTHY_AFTER_MS) pause = 0
      options.report(
        `[데이터베이스] 내장 Postgres가 예기치 않게 종료되었습니다(${signal ?? `exit ${code}`}). ` +
          `${pause ? `${seconds(pause)}초 후 ` : '곧바로 '}다시 시작합니다(${state.restarts}번째). 사이트는 재시작하지 않습니다.` +
          (last ? ` 마지막 기록: ${last}` : ''),
      )
      setState({ state: 'restarting', message: '데이터베이스가 예기치 않게 종료되어 다시 시작하는 중입니다.' })
      restarting = restart()
    })
  }

  async function restart() {
    const began = Date.now()
    let lastCause: DatabaseCause | undefined
    while (!stopping) {
      if (pause) await sleep(pause)
      if (stopping) return
      recent.length = 0
      try {
        const next = await startEmbeddedPostgres({ ...options, port, log, initialise: false })
        if (stopping) {
          await next.stop()
          return
        }
        server = next
        startedAt = Date.now()
        pause = Math.min(Math.max(pause * 2, FIRST_PAUSE_MS), MAX_PAUSE_MS)
        options.report(
          `[데이터베이스] 내장 Postgres를 다시 시작했습니다(${seconds(Date.now() - began)}초, 크래시 복구 완료). 웹 서버는 스스로 다시 연결합니다.`,
        )
        setState({ state: 'running' })
        watch(next)
        return
      } catch (error) {
        const output = `${recent.join('\n')}\n${error instanceof Error ? error.message : String(error)}`
        const failure = diagnose(output, options.dir)
        if (failure.cause === 'busy' && Date.now() - began < MAX_PAUSE_MS) {
          pause = BUSY_PAUSE_MS
          continue
        }
        pause = Math.min(Math.max(pause * 2, FIRST_PAUSE_MS), MAX_PAUSE_MS)
        // The same reason every time: the operator reads it wherever the log is cut.
        options.report(
          `[데이터베이스] ${failure.message} ${failure.action} (Postgres: ${failure.detail ?? '기록 없음'}) ` +
            `${seconds(pause)}초 후 다시 시도합니다.`,
        )
        if (failure.cause !== lastCause || state.state !== 'failed') {
          lastCause = failure.cause
          setState({ state: 'failed', ...failure })
        }
      }
    }
  }

  watch(server)
  return {
    url: server.url,
    port,
    state: () => state,
    stop: async () => {
      stopping = true
      wake()
      await restarting
      await server.stop()
    },
  }
}
