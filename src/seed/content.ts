import type { Page, SiteSetting } from '@/payload-types'

type NewDoc<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

export const siteSettings: NewDoc<SiteSetting> = {
  siteName: '푸드임팩트',
  description:
    '푸드테크 연구와 교육으로 외식 산업의 미래를 혁신하고, 임팩트 프랜차이즈로 청각장애인·청년·소상공인 창업자의 자립을 돕습니다.',
  company: {
    name: '주식회사 푸드임팩트',
    representative: '김하늘',
    businessNumber: '123-45-67890',
    email: 'contact@example.com',
    address: '서울특별시 성동구 성수이로 100, 5층',
    phone: '02-1234-5678',
    copyright: '© 2026 푸드임팩트. All rights reserved.',
  },
}

export const homePage: NewDoc<Page> = {
  title: '홈',
  path: '/',
  hero: {
    eyebrow: '푸드테크로 여는 외식 산업의 내일',
    heading: '기술과 교육으로, 누구나 사장님이 되는 세상',
    body: '푸드임팩트는 푸드테크 연구와 창업 교육으로 외식 산업을 혁신합니다. 임팩트 프랜차이즈를 통해 청각장애인 창업자, 청년, 소상공인의 자립을 처음부터 끝까지 함께합니다.',
  },
}
