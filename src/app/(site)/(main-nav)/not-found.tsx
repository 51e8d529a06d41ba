import type { Metadata } from 'next'
import { ErrorView } from '@/components/errors/ErrorView'

export const metadata: Metadata = { title: '페이지를 찾을 수 없습니다' }

export default function NotFound() {
  return <ErrorView status={404} />
}
