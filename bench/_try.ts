import { benchInquiries } from './inquiries'
const port = (await import('node:fs')).readFileSync('/tmp/inq-start.log', 'utf8').match(/포트 (\d+)/)?.[1]
const secrets = JSON.parse((await import('node:fs')).readFileSync('/tmp/inq-data/secrets.json', 'utf8'))
const db = `postgres://postgres:${encodeURIComponent(secrets.POSTGRES_PASSWORD)}@127.0.0.1:${port}/app`
console.log(await benchInquiries({ url: 'http://localhost:3200' } as never, db))
