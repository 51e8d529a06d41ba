/** The contact forms' schema reads the same in the browser and in a form sent before the scripts ran. */
import { describe, expect, it } from 'vitest'
import { inquiryFieldErrors, inquirySchemas } from '../../src/inquiries/schema'

const amountError = (amountSought: unknown) => {
  const parsed = inquirySchemas.invest.safeParse({ kind: 'invest', amountSought })
  const issue = parsed.success ? undefined : parsed.error.issues.find((each) => each.path[0] === 'amountSought')
  return issue?.message
}

describe('희망 투자 금액', () => {
  it('empty or missing asks for it, in one message whichever way the form was sent', () => {
    for (const missing of ['', '   ', undefined, null])
      expect(amountError(missing)).toBe('희망 투자 금액을 입력해 주세요.')
  })

  it('text that is not a number asks for a number; too small, fractional or huge say so', () => {
    expect(amountError('오천만원')).toBe('희망 투자 금액을 숫자로 입력해 주세요.')
    expect(amountError('50')).toBe('희망 투자 금액은 100만원 이상으로 입력해 주세요.')
    expect(amountError('100.5')).toBe('희망 투자 금액을 만원 단위의 정수로 입력해 주세요.')
    expect(amountError('1000000000')).toBe('희망 투자 금액을 다시 확인해 주세요.')
  })

  it('reads digits with thousands separators as the number', () => {
    expect(amountError('50,000')).toBeUndefined()
    expect(amountError(50000)).toBeUndefined()
  })
})

describe('the separate sensitive consent', () => {
  it('is asked for as soon as a choice needs it, while other fields are still empty (browser and server alike)', () => {
    const values = { kind: 'impact', name: '', applicantGroup: 'hearing', interpreter: true, sensitiveConsent: false }
    const parsed = inquirySchemas.impact.safeParse(values)
    expect(parsed.success).toBe(false)
    const errors = parsed.success ? {} : inquiryFieldErrors(parsed.error, values)
    expect(errors.applicantGroup).toBe(
      '장애가 있는 창업자로 고르려면 민감정보 처리에 따로 동의해 주세요. 동의하지 않으려면 다른 지원 대상이나 "해당 없음·밝히지 않음"을 골라 주세요.',
    )
    expect(errors.interpreter).toMatch(/^수어 통역 요청은/)
    expect(errors.name).toBe('이름을 입력해 주세요.')
  })

  it('says nothing of them once the consent is given', () => {
    const values = { kind: 'impact', name: '', applicantGroup: 'hearing', interpreter: true, sensitiveConsent: true }
    const parsed = inquirySchemas.impact.safeParse(values)
    const errors = parsed.success ? {} : inquiryFieldErrors(parsed.error, values)
    expect(errors.applicantGroup).toBeUndefined()
    expect(errors.interpreter).toBeUndefined()
  })
})
