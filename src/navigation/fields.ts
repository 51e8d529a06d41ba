import type { Field } from 'payload'
import { optionLabels, rowTitle } from '@/admin/korean'
import { linkKinds, linkTargetFields } from './link-fields'

const hidden: Field = {
  name: 'hidden',
  type: 'checkbox',
  label: '숨기기',
  defaultValue: false,
  admin: { description: '지우지 않고 사이트에서만 감춥니다.' },
}

const label: Field = { name: 'label', type: 'text', label: '메뉴 이름', required: true, maxLength: 40 }

const linkRowLabel = rowTitle({
  fields: ['label', 'kind'],
  options: { kind: optionLabels(linkKinds) },
  separator: ' · ',
  fallback: '새 링크',
  needs: 'label',
})

/** A list of links (My Menu, the footer, a group's children); rows are reordered by dragging. */
const linkList = (name: string, title: string, description: string, extra: Field[] = []): Field => ({
  name,
  type: 'array',
  label: title,
  labels: { singular: '링크', plural: '링크' },
  // Rows open unfolded: Payload folds a row just added under `initCollapsed`, so a new link
  // would hide the fields it asks for. Folding is remembered per staff member.
  admin: { description, components: { RowLabel: linkRowLabel } },
  fields: [label, ...extra, hidden, ...linkTargetFields()],
})

/**
 * The menus of site settings: the header (desktop dropdowns and the mobile menu's groups), My
 * Menu and the footer's links. Empty lists fall back to the spec's route table
 * (src/components/nav/nav-items.ts), which the seed also writes in.
 */
export const navigationFields: Field[] = [
  {
    name: 'navigation',
    type: 'array',
    label: '상단 메뉴',
    labels: { singular: '메뉴 묶음', plural: '메뉴 묶음' },
    admin: {
      description:
        '데스크톱의 펼침 메뉴와 모바일 전체 메뉴의 묶음입니다. 끌어서 순서를 바꾸고, 숨기기로 잠시 감출 수 있습니다.',
      components: { RowLabel: rowTitle({ fields: ['label'], fallback: '새 메뉴 묶음', needs: 'label' }) },
    },
    fields: [
      label,
      hidden,
      ...linkTargetFields({ optional: true }),
      linkList('children', '하위 메뉴', '펼침 메뉴에 보이는 링크입니다.', [
        {
          name: 'mobileLabel',
          type: 'text',
          label: '모바일 메뉴 이름 (선택)',
          maxLength: 40,
          admin: { description: '모바일 메뉴에서 다르게 부를 때만 적습니다.' },
        },
      ]),
    ],
  },
  linkList('myMenu', '마이메뉴', '로그인한 회원의 마이메뉴 링크입니다. 로그아웃 버튼은 늘 맨 아래에 있습니다.'),
  linkList(
    'footerLinks',
    '푸터 링크',
    '푸터에 보이는 링크입니다. 이용약관과 개인정보처리방침 링크는 법으로 정해진 것이라 항상 함께 보입니다.',
  ),
]
