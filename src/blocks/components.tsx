import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import Link from 'next/link'
import { CmsImage } from '@/components/media/CmsImage'
import { RichText } from '@/components/richtext/RichText'
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
        {block.cards?.map((card) => (
          <li key={card.id ?? card.title} className="card">
            <CmsImage media={card.image} sizes="(max-width: 768px) 100vw, 33vw" className="card-media" decorative />
            <h3>{card.href ? <Link href={card.href}>{card.title}</Link> : card.title}</h3>
            <p>{card.body}</p>
          </li>
        ))}
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
          default:
            return null
        }
      })}
    </>
  )
}
