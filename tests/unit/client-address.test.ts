import { describe, expect, it } from 'vitest'
import { clientAddress } from '../../src/server/steps/client-address.mjs'

const request = (forwardedFor: string | undefined, remoteAddress = '10.0.0.7') => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress },
})

describe('clientAddress', () => {
  it('ignores a client-sent X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(request('1.2.3.4'), false)).toBe('10.0.0.7')
  })

  it('takes the address the trusted proxy appended last, not one the client put first', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.9'), true)).toBe('203.0.113.9')
  })

  it('falls back to the socket when a trusted proxy sent no header', () => {
    expect(clientAddress(request(undefined), true)).toBe('10.0.0.7')
  })
})
