import Link from 'next/link'
import { type CommunityCategory, communityCategories } from '@/community/categories'

export function CategoryTabs({ current }: { current: CommunityCategory }) {
  return (
    <nav className="tabs" aria-label="커뮤니티 분류">
      {(Object.keys(communityCategories) as CommunityCategory[]).map((category) => (
        <Link
          key={category}
          href={`/community/${category}/list`}
          className="tab"
          aria-current={category === current ? 'page' : undefined}
        >
          {communityCategories[category].label}
        </Link>
      ))}
    </nav>
  )
}
