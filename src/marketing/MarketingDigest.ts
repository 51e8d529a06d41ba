import type { GlobalConfig } from 'payload'
import { admins, editors } from '@/access'
import { previewEndpoint } from './digest-preview'
import { FIRST_HOUR, NIGHT_FROM } from './digest-schedule'

const weekdays = ['일', '월', '화', '수', '목', '금', '토']

/**
 * 소식지 설정: whether and when members who gave marketing consent receive a digest of the new
 * news and impact stories, and 보류 to hold the next one. Admins change it; the preview under it
 * shows the next digest as it will be sent.
 */
export const MarketingDigest: GlobalConfig = {
  slug: 'marketing-digest',
  label: '소식지(광고성 정보) 설정',
  admin: {
    group: '회원',
    description: `마케팅 정보 수신에 동의한 회원에게 새 뉴스와 임팩트 스토리를 모아 보냅니다. 제목은 "(광고)"로 시작하고, 회사 이름과 연락처, 로그인 없이 누르는 수신 거부가 들어갑니다. 밤 ${NIGHT_FROM}시부터 아침 ${FIRST_HOUR}시까지는 보내지 않습니다 (회사 방침). 근거: 정보통신망법 제50조(광고성 정보 전송 제한), 같은 법 시행령 제61조·제62조의3. 발송 기록은 회원 → 소식지 발송 기록에 있습니다.`,
  },
  access: { read: editors, update: admins },
  endpoints: [previewEndpoint],
  fields: [
    {
      name: 'frequency',
      type: 'radio',
      label: '보내는 주기',
      defaultValue: 'off',
      options: [
        { value: 'off', label: '보내지 않음' },
        { value: 'weekly', label: '매주' },
        { value: 'monthly', label: '매월' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'weekday',
          type: 'select',
          label: '요일 (매주)',
          defaultValue: '2',
          options: weekdays.map((label, index) => ({ value: String(index), label: `${label}요일` })),
          admin: { condition: (data) => data.frequency === 'weekly' },
        },
        {
          name: 'dayOfMonth',
          type: 'number',
          label: '날짜 (매월)',
          defaultValue: 1,
          min: 1,
          max: 28,
          admin: { condition: (data) => data.frequency === 'monthly', description: '1일부터 28일까지' },
        },
        {
          name: 'hour',
          type: 'number',
          label: '시각 (한국 시간)',
          defaultValue: 10,
          min: FIRST_HOUR,
          max: NIGHT_FROM - 1,
          admin: { description: `${FIRST_HOUR}시부터 ${NIGHT_FROM - 1}시 사이, 정각에 보내기 시작합니다.` },
        },
      ],
    },
    {
      name: 'held',
      type: 'checkbox',
      label: '다음 소식지 보류',
      defaultValue: false,
      admin: {
        description:
          '켜 두면 보낼 때가 된 다음 소식지 하나를 보내지 않고 "보류"로 기록한 뒤 저절로 꺼집니다. 그 글들은 그다음 소식지에 함께 실립니다.',
      },
    },
    {
      name: 'preview',
      type: 'ui',
      label: '다음 소식지 미리보기',
      admin: { components: { Field: '@/marketing/DigestPreview#DigestPreview' } },
    },
  ],
}
