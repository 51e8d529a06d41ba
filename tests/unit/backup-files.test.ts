import { describe, expect, it } from 'vitest'
import type { S3Settings } from '@/config/env'
import { type Manifest, restoredFilesSummary } from '../../scripts/lib/backup'

const manifest: Manifest = {
  format: 1,
  createdAt: '2026-11-24T00:00:00.000Z',
  migrations: ['one'],
  tables: [],
  sequences: [],
}
const folders = { media: '/srv/site/media', 'inquiry-files': '/srv/site/.data/inquiry-files' }
const files = new Map([
  ['media', ['a.webp', 'a-400x300.webp']],
  ['inquiry-files', ['deck.pdf']],
])
const bucket: S3Settings = {
  bucket: 'site-media',
  region: 'kr-standard',
  endpoint: 'https://kr.object.ncloudstorage.com',
  forcePathStyle: true,
  accessKeyId: 'id',
  secretAccessKey: 'secret',
  prefix: 'site',
}

describe('what the restore says about the files', () => {
  it('counts the files it put back into local folders', () => {
    expect(restoredFilesSummary(manifest, files, folders, undefined)).toEqual([
      '  미디어 파일 2개 → /srv/site/media',
      '  문의 첨부 파일 1개 → /srv/site/.data/inquiry-files',
    ])
  })

  it('tells how to copy them into the bucket when this site reads its files from S3', () => {
    const lines = restoredFilesSummary(manifest, files, folders, bucket)
    expect(lines[2]).toContain('S3_*가 설정되어 있어 사이트는 버킷 site-media에서 파일을 읽습니다')
    expect(lines.slice(3)).toEqual([
      '    aws s3 sync --endpoint-url https://kr.object.ncloudstorage.com /srv/site/media s3://site-media/site/media/',
      '    aws s3 sync --endpoint-url https://kr.object.ncloudstorage.com /srv/site/.data/inquiry-files s3://site-media/site/inquiry-files/',
    ])
  })

  it('says the files stayed in the bucket of a backup made with S3', () => {
    const fromBucket = { ...manifest, bucket: { name: 'site-media', prefix: 'site' } }
    const same = restoredFilesSummary(fromBucket, new Map(), folders, bucket)
    expect(same[0]).toContain('백업 당시 S3 버킷 site-media에 있었고 이 백업에는 없습니다')
    expect(same[1]).toContain('이 사이트도 같은 버킷을 씁니다')
    const elsewhere = restoredFilesSummary(fromBucket, new Map(), folders, undefined)
    expect(elsewhere[1]).toContain('s3://site-media/site/media/, s3://site-media/site/inquiry-files/')
  })
})
