import type { GlobalConfig } from 'payload'
import { admins, anyone } from '@/access'
import { optionLabels, rowTitle } from '@/admin/korean'
import { cacheTags } from '@/lib/cache-tags'
import { revalidateGlobal } from '@/lib/revalidate'

const platformOptions = [
  { label: '인스타그램', value: 'instagram' },
  { label: '유튜브', value: 'youtube' },
  { label: '블로그', value: 'blog' },
  { label: '페이스북', value: 'facebook' },
  { label: '카카오톡 채널', value: 'kakao' },
]

/** Company facts shown in the footer and the page metadata, and the social links. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: '사이트 설정',
  admin: {
    group: '설정',
    description: '푸터의 회사 정보와 소셜 링크입니다. 관리자만 바꿀 수 있고, 편집자는 읽기만 합니다.',
  },
  access: { read: anyone, update: admins },
  hooks: { afterChange: revalidateGlobal(cacheTags.siteSettings) },
  fields: [
    { name: 'siteName', type: 'text', label: '사이트 이름', required: true },
    { name: 'description', type: 'textarea', label: '사이트 설명' },
    {
      name: 'company',
      type: 'group',
      label: '회사 정보 (푸터)',
      fields: [
        { name: 'name', type: 'text', label: '상호' },
        { name: 'representative', type: 'text', label: '대표자' },
        { name: 'businessNumber', type: 'text', label: '사업자등록번호' },
        { name: 'email', type: 'email', label: '이메일' },
        { name: 'address', type: 'text', label: '주소' },
        { name: 'phone', type: 'text', label: '대표 상담 전화' },
        { name: 'copyright', type: 'text', label: '저작권 표시' },
      ],
    },
    {
      name: 'socialLinks',
      type: 'array',
      label: '소셜 링크',
      labels: { singular: '소셜 링크', plural: '소셜 링크' },
      admin: {
        components: {
          RowLabel: rowTitle({
            fields: ['platform', 'url'],
            options: { platform: optionLabels(platformOptions) },
            fallback: '소셜 링크',
          }),
        },
      },
      fields: [
        {
          name: 'platform',
          type: 'select',
          label: '서비스',
          required: true,
          options: platformOptions,
        },
        { name: 'url', type: 'text', label: '주소', required: true },
      ],
    },
  ],
}
