import net from 'node:net'

export interface ReceivedMail {
  from: string
  to: string[]
  data: string
}

/**
 * A minimal SMTP server on loopback that refuses its first `failFirst` connections (421, as a
 * mail server under maintenance does) and then accepts every mail, keeping them for the test.
 * `acceptAfterMs` makes it think that long before accepting each mail, as a slow server does.
 */
export async function startFakeSmtp({ failFirst = 0, acceptAfterMs = 0 } = {}) {
  const received: ReceivedMail[] = []
  let connections = 0
  let refused = 0
  let accepting = 0
  const server = net.createServer((socket) => {
    connections += 1
    if (connections <= failFirst) {
      refused += 1
      socket.end('421 4.3.2 Service not available, try again later\r\n')
      return
    }
    socket.write('220 fake-smtp ESMTP\r\n')
    let buffer = ''
    let inData = false
    let mail: ReceivedMail = { from: '', to: [], data: '' }
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            const complete = mail
            mail = { from: '', to: [], data: '' }
            accepting += 1
            setTimeout(() => {
              accepting -= 1
              received.push(complete)
              socket.write('250 2.0.0 queued\r\n')
            }, acceptAfterMs)
          } else mail.data += `${line}\n`
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake-smtp\r\n')
        else if (command === 'MAIL') {
          mail.from = line
          socket.write('250 2.1.0 OK\r\n')
        } else if (command === 'RCPT') {
          mail.to.push(line)
          socket.write('250 2.1.5 OK\r\n')
        } else if (command === 'DATA') {
          inData = true
          socket.write('354 end with <CRLF>.<CRLF>\r\n')
        } else if (command === 'QUIT') socket.end('221 2.0.0 bye\r\n')
        else socket.write('250 2.0.0 OK\r\n')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused: () => refused,
    /** Mails fully sent by the client and not yet accepted (see `acceptAfterMs`). */
    accepting: () => accepting,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
