import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { getPageByPath, getSiteSettings } from '@/lib/content'

export async function generateMetadata(): Promise<Metadata> {
  await connection()
  const settings = await getSiteSettings()
  return { title: { absolute: settings.siteName }, description: settings.description ?? undefined }
}

export default async function HomePage() {
  await connection()
  const page = await getPageByPath('/')
  if (!page) notFound()
  return (
    <section className="container" aria-labelledby="hero-title">
      {page.hero.eyebrow ? <p>{page.hero.eyebrow}</p> : null}
      <h1 id="hero-title">{page.hero.heading}</h1>
      {page.hero.body ? <p>{page.hero.body}</p> : null}
    </section>
  )
}
