import { describe, expect, it } from 'vitest'
import { isDatabaseUnreachable } from '@/db/unreachable'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnreachable', () => {
  it('knows a connection refused, lost, timed out or shut down, however deeply wrapped', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Error: cannot connect to Postgres. Details: connect ECONNREFUSED'),
      new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }),
      Object.assign(new Error('wrapped'), { originalError: new Error('Connection terminated') }),
      new AggregateError([withCode('ECONNREFUSED')], ''),
    ])
      expect(isDatabaseUnreachable(error), String(error)).toBe(true)
  })

  it('leaves a failed query, a bug and anything else alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'invalid input syntax for type integer'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('Failed query', { cause: withCode('42P01') }),
      'ECONNREFUSED',
      undefined,
      null,
    ])
      expect(isDatabaseUnreachable(error), String(error)).toBe(false)
  })
})
