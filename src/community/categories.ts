/** The spec's two community categories: URL segment, collection and Korean label. */
export const communityCategories = {
  news: { collection: 'news', label: '뉴스' },
  'impact-story': { collection: 'impact-stories', label: '임팩트 스토리' },
} as const

export type CommunityCategory = keyof typeof communityCategories
export type CommunityCollection = (typeof communityCategories)[CommunityCategory]['collection']

export const isCommunityCategory = (value: string): value is CommunityCategory =>
  Object.hasOwn(communityCategories, value)

export const categoryOfCollection = (collection: CommunityCollection): CommunityCategory =>
  collection === 'news' ? 'news' : 'impact-story'

export const POSTS_PER_PAGE = 12

/** Where members read the category's list (the spec's user-edu routes). */
export const membersListPath = (category: CommunityCategory) =>
  category === 'news' ? '/user/edu/news' : '/user/edu/impact-story'

/** Where members read a post of the category (the spec's user-edu routes). */
export const membersPostPath = (category: CommunityCategory, id: number | string) =>
  category === 'news' ? `/user/edu/news-detail/${id}` : `/user/edu/impact-story/${id}`
