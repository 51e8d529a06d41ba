import { interceptResponse } from '../intercept.mjs'

/**
 * Next answers some refusals itself with an English sentence in plain text: a server action call
 * it cannot read ("Invalid Server Action request."), one of an older build ("Server Action
 * unavailable."), and next/image's parameter checks ("\"url\" parameter is invalid"). A person
 * may read these (an old tab's form, an image address): the same status with a Korean sentence.
 * Only plain-text 4xx answers of those two kinds of request are touched; nothing is parsed.
 */
const ACTION_MESSAGES = {
  404: '요청한 기능을 찾을 수 없습니다.',
  409: '사이트가 새 버전으로 바뀌었습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
}
const ACTION_DEFAULT = '요청 형식이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.'
const IMAGE_MESSAGE = '이미지 주소나 크기가 올바르지 않습니다.'

const EMPTY = Buffer.alloc(0)

export const koreanPlainAnswers = {
  name: "Next's plain refusals in Korean",
  run({ req, res }, next) {
    const action = req.method === 'POST' && Boolean(req.headers['next-action'])
    const image = (req.url ?? '').startsWith('/_next/image')
    if (action || image) {
      interceptResponse(res, (status) => {
        const type = String(res.getHeader('content-type') ?? '')
        // next/image sends its sentence with no content type at all.
        if (status < 400 || status >= 500 || !(type.startsWith('text/plain') || (image && type === ''))) return
        const replacement = Buffer.from(image ? IMAGE_MESSAGE : (ACTION_MESSAGES[status] ?? ACTION_DEFAULT))
        res.setHeader('content-type', 'text/plain; charset=utf-8')
        res.setHeader('content-length', replacement.length)
        return { chunk: () => EMPTY, end: () => (req.method === 'HEAD' ? undefined : replacement) }
      })
    }
    next()
  },
}
