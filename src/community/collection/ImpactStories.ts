import { communityPostCollection } from './communityPost'

export const ImpactStories = communityPostCollection('impact-stories', {
  singular: '임팩트 스토리',
  plural: '임팩트 스토리',
})
