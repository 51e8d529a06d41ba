import type { Metadata } from 'next'
import { requireSession } from '@/auth/session'

export const metadata: Metadata = { title: '교육 프로그램', robots: { index: false } }

export default async function UserEduPage() {
  const { user } = await requireSession('/user/edu')
  return (
    <section className="container" aria-labelledby="edu-title">
      <h1 id="edu-title">교육 프로그램</h1>
      <p>{`${user.name}님, 회원 전용 교육 공간에 오신 것을 환영합니다.`}</p>
    </section>
  )
}
