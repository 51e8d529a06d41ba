import { communityPostCollection } from './communityPost'

export const News = communityPostCollection('news', { singular: '뉴스', plural: '뉴스' })
