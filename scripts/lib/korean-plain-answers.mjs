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

function headerValue(res, headers, name) {
  const given = headers && Object.keys(headers).find((key) => key.toLowerCase() === name)
  return String((given && headers[given]) ?? res.getHeader(name) ?? '')
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerNextRefusalsInKorean(req, res) {
  const action = req.method === 'POST' && Boolean(req.headers['next-action'])
  const image = (req.url ?? '').startsWith('/_next/image')
  if (!action && !image) return
  const { writeHead, write, end } = res
  /** @type {string | undefined} */
  let replacement
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((argument) => argument && typeof argument === 'object' && !Array.isArray(argument))
    const type = headerValue(this, headers, 'content-type')
    // next/image sends its sentence with no content type at all.
    if (status >= 400 && status < 500 && (type.startsWith('text/plain') || (image && type === ''))) {
      replacement = image ? IMAGE_MESSAGE : (ACTION_MESSAGES[status] ?? ACTION_DEFAULT)
      for (const key of Object.keys(headers ?? {})) {
        if (['content-type', 'content-length'].includes(key.toLowerCase())) delete headers[key]
      }
      this.setHeader('content-type', 'text/plain; charset=utf-8')
      this.setHeader('content-length', Buffer.byteLength(replacement))
    }
    return writeHead.call(this, status, ...rest)
  }
  res.write = function (chunk, encoding, callback) {
    if (replacement === undefined) return write.call(this, chunk, encoding, callback)
    const done = [encoding, callback].find((argument) => typeof argument === 'function')
    done?.()
    return true
  }
  res.end = function (chunk, encoding, callback) {
    // Decide before Node would write its implicit head together with Next's last bytes.
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (replacement === undefined) return end.call(this, chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function')
    return end.call(this, req.method === 'HEAD' ? undefined : replacement, done)
  }
}
