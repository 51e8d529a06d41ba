import Link from 'next/link'
import { type CommunityCategory, communityCategories } from '@/community/categories'
import { getLatestPosts } from '@/community/posts'
import { PostCard } from './PostCard'

export async function LatestPosts({ category }: { category: CommunityCategory }) {
  const posts = await getLatestPosts(category, 3)
  if (posts.length === 0) return null
  const label = communityCategories[category].label
  const id = `latest-${category}`
  return (
    <section className="block container" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>최신 {label}</h2>
        <Link href={`/community/${category}/list`}>{label} 전체 보기</Link>
      </div>
      <ul className="post-grid">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} category={category} />
        ))}
      </ul>
    </section>
  )
}
