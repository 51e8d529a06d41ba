import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'
import './globals.css'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = {
  title: { default: '푸드테크', template: '%s | 푸드테크' },
  description: '푸드테크 연구와 교육으로 외식 산업의 미래를 혁신하고, 임팩트 프랜차이즈로 자립을 돕습니다.',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <body>{children}</body>
    </html>
  )
}
