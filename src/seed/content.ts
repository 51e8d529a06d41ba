import type { SiteSetting } from '@/payload-types'

type NewDoc<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

export const siteSettings: NewDoc<SiteSetting> = {
  siteName: '푸드임팩트',
  // Editors publish themselves until an admin turns review on (사이트 설정 → 편집 절차).
  editorialReview: 'direct',
  description:
    '푸드테크 연구와 교육으로 외식 산업의 미래를 혁신하고, 임팩트 프랜차이즈로 청각장애인·청년·소상공인 창업자의 자립을 돕습니다.',
  company: {
    name: '주식회사 푸드임팩트',
    representative: '김하늘',
    businessNumber: '123-45-67890',
    email: 'contact@example.com',
    address: '서울특별시 성동구 성수이로 100, 5층 (성수동2가)',
    phone: '02-1234-5678',
    textPhone: '010-1234-5678',
    kakaoChannel: 'https://pf.kakao.com/_foodimpact/chat',
    copyright: '© 2026 주식회사 푸드임팩트. All rights reserved.',
  },
  socialLinks: [
    { platform: 'instagram', url: 'https://www.instagram.com/foodimpact.kr' },
    { platform: 'youtube', url: 'https://www.youtube.com/@foodimpact' },
    { platform: 'blog', url: 'https://blog.naver.com/foodimpact' },
  ],
}
