'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { effectiveSeo, type SeoImage } from './effective'
import type { SeoFallbacks } from './fields'
import './seo-preview.css'

type Media = { url?: string | null; alt?: string | null; sizes?: { og?: { url?: string | null } | null } | null }

const mediaId = (value: unknown) =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

/** The site's name as the tab's title ends with it, read once from 사이트 설정. */
function useSiteName() {
  const [name, setName] = useState('')
  useEffect(() => {
    fetch('/api/globals/site-settings?depth=0', { credentials: 'include' })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((settings: { siteName?: string } | null) => setName(settings?.siteName ?? ''))
      .catch(() => setName(''))
  }, [])
  return name
}

/** The picture chosen in the form, as the share card shows it (its 1200×630 rendition). */
function useSharePicture(id: number | null): SeoImage | null {
  const [picture, setPicture] = useState<SeoImage | null>(null)
  useEffect(() => {
    if (!id) return setPicture(null)
    let current = true
    fetch(`/api/media/${id}?depth=0`, { credentials: 'include' })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((media: Media | null) => {
        const url = media?.sizes?.og?.url ?? media?.url
        if (current) setPicture(url ? { url, alt: media?.alt ?? '' } : null)
      })
      .catch(() => current && setPicture(null))
    return () => {
      current = false
    }
  }, [id])
  return picture
}

/**
 * What a search result on Naver and Google and a KakaoTalk share card will show for this document,
 * from what is typed now: the 검색·공유 fields, or the document's own words where they are empty.
 */
export function SeoPreview({ fallbacks }: { fallbacks: SeoFallbacks }) {
  const { id, collectionSlug } = useDocumentInfo()
  const values = useFormFields(([fields]) => ({
    metaTitle: fields['meta.title']?.value,
    metaDescription: fields['meta.description']?.value,
    metaImage: fields['meta.image']?.value,
    title: fields[fallbacks.title]?.value,
    description: fields[fallbacks.description]?.value,
    image: fields[fallbacks.image]?.value,
    path: fallbacks.address.kind === 'page' ? fields[fallbacks.address.field]?.value : undefined,
    heroHeading: fields['hero.heading']?.value,
  }))
  const siteName = useSiteName()
  const picture = useSharePicture(mediaId(values.metaImage) ?? mediaId(values.image))
  const [host, setHost] = useState('')
  useEffect(() => setHost(window.location.host), [])

  const address =
    fallbacks.address.kind === 'post'
      ? `/community/${fallbacks.address.category}/${id ?? '…'}`
      : typeof values.path === 'string' && values.path
        ? values.path
        : '/'
  const isHome = collectionSlug === 'pages' && address === '/'
  const seo = effectiveSeo({ ...values, siteName, fallbacks, homeHeading: isHome ? values.heroHeading : undefined })
  const crumbs = [host, ...address.split('/').filter(Boolean).map(decodeURIComponent)].join(' › ')

  return (
    <section className="seo-preview" aria-labelledby="seo-preview-title">
      <h3 id="seo-preview-title" className="seo-preview__heading">
        검색·공유 미리보기
      </h3>
      {seo.notes.length > 0 && (
        <ul className="seo-preview__notes">
          {seo.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {/* data-content: the site's name, addresses and staff's words, not the admin's own. */}
      <div className="seo-preview__grid">
        {(['naver', 'google'] as const).map((engine) => (
          <figure key={engine} className="seo-preview__card">
            <figcaption>{engine === 'naver' ? '네이버' : '구글'} 검색 결과</figcaption>
            <p className="seo-preview__site" data-content="">
              {siteName || host}
            </p>
            <p className="seo-preview__url" data-content="">
              {crumbs}
            </p>
            <p className={`seo-preview__title seo-preview__title--${engine}`} data-content="">
              {seo.title}
            </p>
            <p className="seo-preview__description" data-content="">
              {seo.description || '설명이 없습니다.'}
            </p>
          </figure>
        ))}
        <figure className="seo-preview__card seo-preview__card--kakao">
          <figcaption>카카오톡 공유 카드</figcaption>
          <div className="seo-preview__kakao">
            {picture ? (
              // biome-ignore lint/performance/noImgElement: the admin's preview shows the stored rendition as it is
              <img src={picture.url} alt={picture.alt} className="seo-preview__image" />
            ) : (
              <div className="seo-preview__image seo-preview__image--none">공유 이미지 없음</div>
            )}
            <p className="seo-preview__kakao-title" data-content="">
              {seo.shareTitle}
            </p>
            <p className="seo-preview__kakao-description" data-content="">
              {seo.description}
            </p>
            <p className="seo-preview__kakao-host" data-content="">
              {host}
            </p>
          </div>
        </figure>
      </div>
      {values.metaImage == null && values.image == null && (
        <p className="seo-preview__hint">공유 이미지가 없으면 카카오톡은 회사 로고를 보여 줍니다.</p>
      )}
    </section>
  )
}
