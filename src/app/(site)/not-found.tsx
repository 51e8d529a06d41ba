import type { Metadata } from 'next'
import { ErrorView } from '@/components/errors/ErrorView'

export const metadata: Metadata = { title: '페이지를 찾을 수 없습니다', robots: { index: false } }

/**
 * The site's root not-found: reached only when a group layout itself calls notFound() (each group
 * has its own for its pages). Without it Next sends its English default along with every page.
 */
export default function SiteNotFound() {
  return (
    <main id="main">
      <ErrorView status={404} />
    </main>
  )
}
