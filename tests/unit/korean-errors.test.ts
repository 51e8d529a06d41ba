import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'
import { koreanErrorMessages } from '@/admin/korean-errors'

const run = (result: unknown) => koreanErrorMessages({ result } as AfterErrorHookArgs)

describe("Payload's English default error messages", () => {
  it('are answered in Korean, with the rest of the answer kept', () => {
    expect(run({ errors: [{ message: 'Something went wrong.' }] })).toEqual({
      response: { errors: [{ message: '알 수 없는 오류가 발생했습니다. 잠시 뒤 다시 시도해 주세요.' }] },
    })
    expect(run({ errors: [{ message: 'An unknown error occurred.', name: 'X' }], stack: 's' })).toEqual({
      response: {
        errors: [{ message: '알 수 없는 오류가 발생했습니다. 잠시 뒤 다시 시도해 주세요.', name: 'X' }],
        stack: 's',
      },
    })
  })

  it('say what the status means when Payload hard-codes another English sentence', () => {
    const refused = koreanErrorMessages({
      error: { status: 400 },
      result: { errors: [{ name: 's', message: 'The following paths cannot be queried: populatedAuthors' }] },
    } as unknown as AfterErrorHookArgs)
    expect(refused).toEqual({ response: { errors: [{ name: 's', message: '요청 값이 올바르지 않습니다.' }] } })
  })

  it('leave every Korean message alone', () => {
    expect(run({ errors: [{ message: '이 작업을 수행할 권한이 없습니다.' }] })).toBeUndefined()
    expect(run(undefined)).toBeUndefined()
  })
})
