import type { Metadata } from 'next'
import { ErrorView } from '@/components/errors/ErrorView'
import { MEMBERS_HOME } from '@/components/errors/error-view.mjs'

export const metadata: Metadata = { title: '페이지를 찾을 수 없습니다', robots: { index: false } }

/**
 * A missing page of the members' area (an unknown article, a list page past the last one, an
 * unknown address under /user/): the site's Korean 404 inside the user-nav bar and footer.
 */
export default function UserNavNotFound() {
  return <ErrorView status={404} also={MEMBERS_HOME} />
}
