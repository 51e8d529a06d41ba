import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: '페이지를 찾을 수 없습니다' }

export default function NotFound() {
  return (
    <section className="container" aria-labelledby="not-found-title">
      <p>404</p>
      <h1 id="not-found-title">페이지를 찾을 수 없습니다</h1>
      <p>요청하신 페이지가 없거나 주소가 바뀌었습니다. 주소를 다시 확인하시거나 메인 페이지로 돌아가 주세요.</p>
      <Link href="/">메인으로 돌아가기</Link>
    </section>
  )
}
