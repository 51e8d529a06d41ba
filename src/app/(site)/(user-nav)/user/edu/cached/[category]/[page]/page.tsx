import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { isCommunityCategory } from '@/community/categories'
import { EduList, eduListMetadata, PAGE_NUMBER } from '@/community/edu/EduSection'

/**
 * The cached copy of a members' list (`/user/edu/news?page=N`): the same for every member, so
 * rendered once and kept until the CMS expires its tags. Never addressed directly: src/proxy.ts
 * rewrites to it only for a signed-in member and refuses this path to everyone else, as does
 * src/server/server.mjs.
 */
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ category: string; page: string }> }

async function load(params: Props['params']) {
  const { category, page } = await params
  if (!isCommunityCategory(category) || !PAGE_NUMBER.test(page)) notFound()
  return { category, page: Number(page) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await load(params)
  return eduListMetadata(category, page)
}

export default async function CachedEduListPage({ params }: Props) {
  const { category, page } = await load(params)
  return <EduList category={category} page={page} />
}
