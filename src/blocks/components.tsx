import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import Link from 'next/link'
import { SiteLink } from '@/components/links/SiteLink'
import { CmsImage } from '@/components/media/CmsImage'
import { RichText } from '@/components/richtext/RichText'
import { linkKind, safeHref } from '@/lib/link-rule'
import { jsonLd } from '@/lib/seo'
import type { Media, Page } from '@/payload-types'

type Block = NonNullable<Page['layout']>[number]
type BlockOf<T extends Block['blockType']> = Extract<Block, { blockType: T }>

function Heading({ id, text }: { id: string; text?: string | null }) {
  return text ? (
    <h2 id={id} className="block-heading">
      {text}
    </h2>
  ) : null
}

function RichTextSection({ block, id }: { block: BlockOf<'richText'>; id: string }) {
  return (
    <section data-reveal className="block container" aria-labelledby={block.heading ? id : undefined}>
      <Heading id={id} text={block.heading} />
      <RichText data={block.body as SerializedEditorState} />
    </section>
  )
}

function ImageTextSection({ block, id }: { block: BlockOf<'imageText'>; id: string }) {
  return (
    <section className={`block container image-text image-${block.imagePosition ?? 'left'}`} aria-labelledby={id}>
      <CmsImage media={block.image} sizes="(max-width: 768px) 100vw, 50vw" className="image-text-media" />
      <div>
        <Heading id={id} text={block.heading} />
        <p className="prewrap">{block.body}</p>
      </div>
    </section>
  )
}

function StatsSection({ block, id }: { block: BlockOf<'stats'>; id: string }) {
  return (
    <section data-reveal className="block container" aria-labelledby={block.heading ? id : undefined}>
      <Heading id={id} text={block.heading} />
      <dl className="stats">
        {block.items?.map((item) => (
          <div key={item.id ?? item.label} className="stat">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function CardsSection({ block, id }: { block: BlockOf<'cards'>; id: string }) {
  return (
    <section data-reveal className="block container" aria-labelledby={block.heading ? id : undefined}>
      <Heading id={id} text={block.heading} />
      {block.intro ? <p className="lead">{block.intro}</p> : null}
      <ul className="cards">
        {block.cards?.map((card) => {
          // A link stored before the link rule that breaks it is shown as a plain title.
          const href = safeHref(card.href)
          return (
            <li key={card.id ?? card.title} className="card">
              <CmsImage media={card.image} sizes="(max-width: 768px) 100vw, 33vw" className="card-media" decorative />
              <h3>
                {href ? (
                  <SiteLink href={href} external={linkKind(href) === 'https'}>
                    {card.title}
                  </SiteLink>
                ) : (
                  card.title
                )}
              </h3>
              <p>{card.body}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function TimelineSection({ block, id }: { block: BlockOf<'timeline'>; id: string }) {
  return (
    <section data-reveal className="block container" aria-labelledby={block.heading ? id : undefined}>
      <Heading id={id} text={block.heading} />
      <ol className="timeline">
        {block.events?.map((event) => (
          <li key={event.id ?? event.when}>
            <p className="timeline-when">{event.when}</p>
            <h3>{event.title}</h3>
            {event.body ? <p>{event.body}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

function CallToActionSection({ block, id }: { block: BlockOf<'cta'>; id: string }) {
  return (
    <section data-reveal className="block cta" aria-labelledby={id} data-nav-mode="title2">
      <div className="container">
        <Heading id={id} text={block.heading} />
        {block.body ? <p>{block.body}</p> : null}
        <Link className="button" href={block.href}>
          {block.label}
        </Link>
      </div>
    </section>
  )
}

const fileUrl = (media: Media | number | null | undefined) =>
  media && typeof media === 'object' && media.filename ? `/api/media/file/${encodeURIComponent(media.filename)}` : null

/** Video always with its Korean captions track, on by default: the programme serves deaf founders. */
function VideoSection({ block, id }: { block: BlockOf<'video'>; id: string }) {
  const src = fileUrl(block.video)
  const captions = fileUrl(block.captions)
  if (!src || !captions) return null
  const video = block.video as Media
  return (
    <section data-reveal className="block container" aria-labelledby={id}>
      <Heading id={id} text={block.heading} />
      <video
        controls
        preload="metadata"
        poster={fileUrl(block.poster) ?? undefined}
        className="video"
        aria-label={video.alt}
      >
        <source src={src} type={video.mimeType ?? 'video/mp4'} />
        <track kind="captions" src={captions} srcLang="ko" label="한국어" default />
      </video>
      {block.transcript ? (
        <details className="transcript">
          <summary>대본 보기</summary>
          <p className="prewrap">{block.transcript}</p>
        </details>
      ) : null}
    </section>
  )
}

/** Questions as native disclosures (no script), with FAQPage structured data for search engines. */
function FaqSection({ block, id }: { block: BlockOf<'faq'>; id: string }) {
  const items = block.items ?? []
  if (items.length === 0) return null
  return (
    <section className="block container faq" aria-labelledby={block.heading ? id : undefined}>
      <Heading id={id} text={block.heading} />
      {items.map((item, index) => (
        <details key={item.id ?? index} className="faq-item">
          <summary>{item.question}</summary>
          <p className="prewrap">{item.answer}</p>
        </details>
      ))}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonLd()
        dangerouslySetInnerHTML={jsonLd({
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        })}
      />
    </section>
  )
}

const fileKinds: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/x-hwp': '한글',
  'application/haansofthwp': '한글',
}

function fileSize(bytes: number | null | undefined) {
  if (!bytes) return null
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`
}

/** A public file (IR deck, brochure): its name, kind and size said before the visitor downloads it. */
function DownloadSection({ block, id }: { block: BlockOf<'download'>; id: string }) {
  const href = fileUrl(block.file)
  if (!href) return null
  const file = block.file as Media
  const facts = [fileKinds[file.mimeType ?? ''] ?? '파일', fileSize(file.filesize)].filter(Boolean).join(', ')
  return (
    <section className="block container download" aria-labelledby={id}>
      <Heading id={id} text={block.heading} />
      {block.body ? <p className="prewrap">{block.body}</p> : null}
      <p>
        <a href={href} download={file.filename ?? undefined} className="button secondary">
          {file.alt || block.heading} 내려받기 <span className="download-facts">({facts})</span>
        </a>
      </p>
    </section>
  )
}

/** An address with links to the map services Koreans use: no map script, no third party on the page. */
function LocationSection({ block, id }: { block: BlockOf<'location'>; id: string }) {
  const query = encodeURIComponent(block.address)
  return (
    <section className="block container location" aria-labelledby={block.heading ? id : undefined}>
      <Heading id={id} text={block.heading} />
      <address className="location-address">
        {block.place ? <strong>{block.place}</strong> : null}
        <span>{block.address}</span>
      </address>
      {block.directions ? <p className="prewrap">{block.directions}</p> : null}
      <ul className="location-links">
        <li>
          <a href={`https://map.kakao.com/link/search/${query}`} target="_blank" rel="noopener noreferrer">
            카카오맵에서 보기<span className="visually-hidden"> (새 창)</span>
          </a>
        </li>
        <li>
          <a href={`https://map.naver.com/p/search/${query}`} target="_blank" rel="noopener noreferrer">
            네이버 지도에서 보기<span className="visually-hidden"> (새 창)</span>
          </a>
        </li>
      </ul>
    </section>
  )
}

export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  return (
    <>
      {blocks?.map((block, index) => {
        const id = `block-${index}`
        switch (block.blockType) {
          case 'richText':
            return <RichTextSection key={block.id ?? id} block={block} id={id} />
          case 'imageText':
            return <ImageTextSection key={block.id ?? id} block={block} id={id} />
          case 'stats':
            return <StatsSection key={block.id ?? id} block={block} id={id} />
          case 'cards':
            return <CardsSection key={block.id ?? id} block={block} id={id} />
          case 'timeline':
            return <TimelineSection key={block.id ?? id} block={block} id={id} />
          case 'cta':
            return <CallToActionSection key={block.id ?? id} block={block} id={id} />
          case 'video':
            return <VideoSection key={block.id ?? id} block={block} id={id} />
          case 'faq':
            return <FaqSection key={block.id ?? id} block={block} id={id} />
          case 'download':
            return <DownloadSection key={block.id ?? id} block={block} id={id} />
          case 'location':
            return <LocationSection key={block.id ?? id} block={block} id={id} />
          default:
            return null
        }
      })}
    </>
  )
}
