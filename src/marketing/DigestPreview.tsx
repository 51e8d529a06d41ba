'use client'
import { useEffect, useState } from 'react'
import { formatDateTime } from '@/lib/format'
import type { DigestPreview as Preview } from './digest-preview'

/**
 * Under 소식지 설정: the next digest as members will receive it, with the posts published so far and
 * when it goes (after a save, the settings as saved).
 */
export function DigestPreview() {
  const [preview, setPreview] = useState<Preview | null | 'failed'>(null)
  useEffect(() => {
    fetch('/api/globals/marketing-digest/preview', { credentials: 'include' })
      .then((answer) => (answer.ok ? answer.json() : Promise.reject(new Error(String(answer.status)))))
      .then(setPreview)
      .catch(() => setPreview('failed'))
  }, [])
  return (
    <section className="field-type" aria-labelledby="digest-preview-title" style={{ marginTop: '1.5rem' }}>
      <h3 id="digest-preview-title">다음 소식지 미리보기</h3>
      {preview === null ? <p role="status">불러오는 중입니다…</p> : null}
      {preview === 'failed' ? <p role="alert">미리보기를 불러오지 못했습니다. 새로 고쳐 주세요.</p> : null}
      {preview && preview !== 'failed' ? (
        preview.sendAt === null ? (
          <p>소식지를 보내지 않도록 정해 두었습니다.</p>
        ) : (
          <>
            <p>
              보낼 시각: {formatDateTime(preview.sendAt)} (한국 시간)
              {preview.held ? ' — 보류 중이어서 보내지 않고 기록만 남깁니다.' : ''}
            </p>
            {preview.items.length === 0 ? (
              <p>지난 소식지 이후 새로 게시된 글이 아직 없습니다. 그때도 없으면 보내지 않습니다.</p>
            ) : (
              <>
                <p>제목: {preview.subject}</p>
                <iframe
                  title="소식지 메일 미리보기"
                  sandbox=""
                  srcDoc={preview.html ?? ''}
                  style={{ width: '100%', minHeight: '28rem', border: '1px solid var(--theme-elevation-150)' }}
                />
              </>
            )}
          </>
        )
      ) : null}
    </section>
  )
}
