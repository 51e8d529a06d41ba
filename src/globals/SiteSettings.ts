import type { GlobalConfig } from 'payload'
import { admins, anyone } from '@/access'
import { optionLabels, rowTitle } from '@/admin/korean'
import { globalActivityHook } from '@/content-activity/record'
import { cacheTags } from '@/lib/cache-tags'
import { checkLink, linkKind } from '@/lib/link-rule'
import { revalidateGlobal } from '@/lib/revalidate'
import { navigationFields } from '@/navigation/fields'
import { editorialReviewField } from '@/review/setting'

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
    description:
      '메뉴(상단·마이메뉴·푸터), 푸터의 회사 정보와 소셜 링크입니다. 저장하면 1초 안에 모든 페이지에 반영됩니다. 관리자만 바꿀 수 있고, 편집자는 읽기만 합니다.',
  },
  access: { read: anyone, update: admins },
  hooks: {
    afterChange: [...revalidateGlobal(cacheTags.siteSettings), globalActivityHook('site-settings', '사이트 설정')],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: '회사 정보·소셜', fields: companyFields() },
        { label: '메뉴', fields: navigationFields },
        { label: '편집 절차', fields: [editorialReviewField] },
      ],
    },
  ],
}

function companyFields(): GlobalConfig['fields'] {
  return [
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
        {
          name: 'textPhone',
          type: 'text',
          label: '문자 상담 번호',
          admin: { description: '전화가 어려운 분(청각장애인 등)이 문자로 상담할 번호입니다. 전화번호 옆에 보입니다.' },
        },
        {
          name: 'kakaoChannel',
          type: 'text',
          label: '카카오톡 채널 상담 주소',
          admin: { description: '예: https://pf.kakao.com/_abcd/chat — 전화번호 옆에 "카카오톡 상담"으로 보입니다.' },
          validate: (value: string | null | undefined) =>
            !value || (linkKind(value) === 'https' && /^https:\/\/(pf\.kakao\.com|open\.kakao\.com)\//.test(value))
              ? true
              : 'https://pf.kakao.com/ 또는 https://open.kakao.com/ 으로 시작하는 주소를 입력해 주세요.',
        },
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
        {
          name: 'url',
          type: 'text',
          label: '주소',
          required: true,
          validate: checkLink('소셜 링크 주소', { accept: 'https', required: true }),
        },
      ],
    },
  ]
}
