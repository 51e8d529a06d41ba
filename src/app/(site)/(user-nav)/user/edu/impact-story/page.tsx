import { notFound } from 'next/navigation'
import { param, requireSession } from '@/auth/session'
import { EduList, eduMetadata, PAGE_NUMBER } from '@/community/edu/EduSection'

export const metadata = eduMetadata('impact-story')
// Reached by a visitor whose session is not in a valid cookie cache; members with one get the
// cached copy (src/proxy.ts).
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function EduImpactStoryPage({ searchParams }: Props) {
  const pageParam = param((await searchParams).page) ?? '1'
  await requireSession()
  if (!PAGE_NUMBER.test(pageParam)) notFound()
  return <EduList category="impact-story" page={Number(pageParam)} />
}
