import { describe, expect, it } from 'vitest'
import { inKorean } from '../../src/auth/korean-response'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe("the auth API's answers in Korean", () => {
  it('gives the reset request its Korean sentence, leaving every other field alone', async () => {
    const english = json(200, {
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    })
    const answer = await (await inKorean(english, '/api/auth/request-password-reset')).json()
    expect(answer).toEqual({ status: true, message: expect.stringMatching(/^가입된 이메일이라면/) })
  })

  it('leaves a success of another endpoint untouched (a session is not parsed again)', async () => {
    const session = json(200, { session: { id: 's' }, user: { name: '김하늘' } })
    expect(await inKorean(session, '/api/auth/get-session')).toBe(session)
  })

  it("drops the i18n plugin's English original beside the Korean message", async () => {
    const error = json(400, {
      code: 'VALIDATION_ERROR',
      message: '입력한 내용을 다시 확인해 주세요.',
      originalMessage: '[body.email] Invalid input',
    })
    expect(await (await inKorean(error, '/api/auth/sign-in/email')).json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: '입력한 내용을 다시 확인해 주세요.',
    })
  })

  it('never calls a client mistake temporary: 415 says what to send', async () => {
    const error = json(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type is required' })
    const { message } = await (await inKorean(error, '/api/auth/sign-in/email')).json()
    expect(message).toBe('이 형식의 요청은 받지 않습니다. JSON으로 보내 주세요.')
    const teapot = await (await inKorean(json(418, { message: 'nope' }), '/api/auth/x')).json()
    expect(teapot.message).not.toMatch(/잠시 후|일시적/)
  })
})
