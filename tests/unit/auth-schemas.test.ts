import { describe, expect, it } from 'vitest'
import { newPasswordSchema, signUpFormSchema } from '@/auth/schemas'
import { fieldErrorsOf } from '@/forms/field-errors'

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.error ? fieldErrorsOf(result.error) : {}

describe('the password fields of the sign-up and new-password forms', () => {
  it('ask for an empty password and for its second typing, before any rule about length', () => {
    const empty = errorsOf(
      signUpFormSchema.safeParse({ name: '', email: '', password: '', passwordConfirm: '', phone: '', agreements: {} }),
    )
    expect(empty.password).toBe('비밀번호를 입력해 주세요.')
    expect(empty.passwordConfirm).toBe('비밀번호를 한 번 더 입력해 주세요.')
    const reset = errorsOf(newPasswordSchema.safeParse({ newPassword: '', newPasswordConfirm: '' }))
    expect(reset).toEqual({
      newPassword: '비밀번호를 입력해 주세요.',
      newPasswordConfirm: '비밀번호를 한 번 더 입력해 주세요.',
    })
  })

  it('still name the rule a typed password breaks, and a second typing that differs', () => {
    expect(errorsOf(newPasswordSchema.safeParse({ newPassword: 'abc1', newPasswordConfirm: 'abc1' }))).toEqual({
      newPassword: '비밀번호는 8자 이상이어야 합니다.',
    })
    expect(errorsOf(newPasswordSchema.safeParse({ newPassword: 'abcdefg1', newPasswordConfirm: 'abcdefg2' }))).toEqual({
      newPasswordConfirm: '비밀번호가 서로 다릅니다.',
    })
  })
})
