'use client'
import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

const POLL_MS = 2000
/** How long the card keeps asking before it says the run goes on without it. */
const POLL_FOR_MS = 10 * 60_000

type State = 'idle' | 'running' | 'done' | 'error'

async function call(method: 'GET' | 'POST', path: string) {
  const response = await fetch(`/api/link-checks/${path}`, {
    method,
    credentials: 'same-origin',
    headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    body: method === 'POST' ? '{}' : undefined,
  }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as {
    message?: string
    running?: boolean
    lastRun?: { broken: number; unreachable: number } | null
  } | null
  return { status: response?.status ?? 0, answer }
}

/**
 * 지금 검사: starts a check (src/link-check/endpoints.ts), says so in a live region, asks every 2 s
 * until the run has finished, then refreshes the dashboard. The button stays focusable while a
 * run goes on (aria-disabled), so keyboard focus is not lost.
 */
export function RunLinkCheck({ running }: { running: boolean }) {
  const router = useRouter()
  const [state, setState] = useState<State>(running ? 'running' : 'idle')
  const [message, setMessage] = useState(running ? '링크를 검사하고 있습니다…' : '')
  const since = useRef(Date.now())

  useEffect(() => {
    if (state !== 'running') return
    const timer = setInterval(async () => {
      if (Date.now() - since.current > POLL_FOR_MS) {
        setState('idle')
        setMessage('검사가 오래 걸리고 있습니다. 나중에 이 화면을 새로 고쳐 결과를 보세요.')
        return
      }
      const { status, answer } = await call('GET', 'status')
      if (status !== 200 || answer?.running !== false) return
      const last = answer.lastRun
      setState('done')
      setMessage(
        last
          ? `검사를 마쳤습니다. 깨진 링크 ${last.broken}건, 응답 없는 외부 주소 ${last.unreachable}건입니다.`
          : '검사를 마쳤습니다.',
      )
      router.refresh()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [state, router])

  const start = useCallback(async () => {
    if (state === 'running') return
    since.current = Date.now()
    setState('running')
    setMessage('링크 검사를 시작합니다…')
    const { status, answer } = await call('POST', 'run')
    if (status === 202 || status === 409) {
      setMessage(answer?.message ?? '링크를 검사하고 있습니다…')
      return
    }
    setState('error')
    setMessage(answer?.message ?? '검사를 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.')
  }, [state])

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 1rem', margin: '0.75rem 0' }}>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        onClick={start}
        extraButtonProps={{ 'aria-disabled': state === 'running' ? 'true' : undefined }}
      >
        {state === 'running' ? '검사 중…' : '지금 검사'}
      </Button>
      <p role="status" style={{ margin: 0, fontSize: '0.9rem' }}>
        {message}
      </p>
    </div>
  )
}
