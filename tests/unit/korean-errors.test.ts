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

  it("name an uploaded file's refusal under its field, each reason in Korean", () => {
    const refusal = (message: string) =>
      koreanErrorMessages({
        error: { status: 400 },
        result: {
          errors: [
            {
              name: 'ValidationError',
              message: '다음 필드가 유효하지 않습니다: file',
              data: { errors: [{ message, path: 'file' }] },
            },
          ],
        },
      } as unknown as AfterErrorHookArgs)
    const said = (message: string) =>
      (refusal(message) as { response: { errors: ErrorShape[] } } | undefined)?.response.errors[0]?.data?.errors[0]
        ?.message
    type ErrorShape = { data?: { errors: { message: string }[] } }
    expect(said('Invalid PDF file.')).toBe('PDF 파일이 손상되었거나 PDF가 아닙니다. 파일을 다시 저장한 뒤 올려 주세요.')
    expect(said('Invalid or corrupted PDF file.')).toBe(said('Invalid PDF file.'))
    expect(said('Invalid MIME type: application/x-msdownload.')).toBe(
      '이 형식의 파일(application/x-msdownload)은 올릴 수 없습니다.',
    )
    expect(said('Invalid or corrupted ISO base media file., Invalid MIME type: video/quicktime.')).toBe(
      '동영상 또는 이미지 파일이 손상되었습니다. 파일을 다시 확인해 주세요. 이 형식의 파일(video/quicktime)은 올릴 수 없습니다.',
    )
    expect(said('A reason Payload adds one day.')).toBe('올릴 수 없는 파일입니다. 파일 형식과 내용을 확인해 주세요.')
    // The top message was Korean already and stays as it was.
    expect(
      (refusal('Invalid PDF file.') as { response: { errors: { message: string }[] } }).response.errors[0]?.message,
    ).toBe('다음 필드가 유효하지 않습니다: file')
  })

  it("say a refused field's own reason in the admin's toast instead of Payload's English summary", () => {
    const refused = (fields: { message: string; path: string }[]) =>
      (
        koreanErrorMessages({
          error: { status: 400 },
          result: {
            errors: [
              { name: 'ValidationError', message: 'The following field is invalid: file', data: { errors: fields } },
            ],
          },
        } as unknown as AfterErrorHookArgs) as { response: { errors: { message: string }[] } }
      ).response.errors[0]?.message
    expect(refused([{ message: 'Invalid PDF file.', path: 'file' }])).toBe(
      'PDF 파일이 손상되었거나 PDF가 아닙니다. 파일을 다시 저장한 뒤 올려 주세요.',
    )
    expect(
      refused([
        { message: '제목을 입력해 주세요.', path: 'title' },
        { message: '요약을 입력해 주세요.', path: 'summary' },
      ]),
    ).toBe('입력한 내용 2곳을 확인해 주세요.')
  })

  it('leave every Korean message alone', () => {
    expect(run({ errors: [{ message: '이 작업을 수행할 권한이 없습니다.' }] })).toBeUndefined()
    expect(run(undefined)).toBeUndefined()
  })
})
