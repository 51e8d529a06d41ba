/**
 * The fixed pages of src/site-pages/paths.ts: a hero and a few blocks each. Every block type but
 * `video` (which needs an MP4 and captions we cannot generate) appears at least once.
 */
import type { Page } from '@/payload-types'
import type { SeedImageKey } from './images'
import { bullets, h3, link, paragraph, quote, richText } from './lexical'

export type NewPage = Omit<Page, 'id' | 'createdAt' | 'updatedAt'>
type MediaId = (key: SeedImageKey) => number

const programmeCta = {
  blockType: 'cta',
  heading: '창업 상담을 신청하세요',
  body: '지원 자격, 준비 기간, 필요 자금까지 전담 매니저가 1:1로 안내합니다. 수어 통역 화상 상담과 문자 상담도 가능합니다.',
  label: '임팩트 프랜차이즈 창업 문의',
  href: '/contact/impact',
} as const

/** Every page, the home page last (its presence marks a complete seed). */
export function sitePagesContent(media: MediaId): NewPage[] {
  return [
    {
      title: '회사 소개',
      path: '/intro/page-a',
      hero: {
        eyebrow: '회사 소개',
        heading: '먹거리의 내일을 연구하고, 사람의 내일을 응원합니다',
        body: '푸드임팩트는 2016년 서울 성수동에서 시작한 푸드테크 기업입니다. 연구와 교육, 프랜차이즈를 하나로 묶어 누구나 지속 가능한 외식 창업을 할 수 있도록 돕습니다.',
        image: media('seed-team-people'),
      },
      layout: [
        {
          blockType: 'richText',
          heading: '대표 인사말',
          body: richText(
            paragraph(
              '안녕하세요, 주식회사 푸드임팩트 대표 김하늘입니다. 저희는 “좋은 기술은 더 많은 사람이 일할 수 있게 만든다”는 믿음으로 회사를 시작했습니다.',
            ),
            paragraph(
              '주방의 소리를 빛과 화면으로 바꾸고, 숙련이 필요했던 조리 과정을 표준화하자 청각장애인 창업자도, 처음 가게를 여는 청년도, 업종을 바꾸려는 소상공인도 같은 출발선에 설 수 있었습니다.',
            ),
            quote('기술의 목적은 사람을 대신하는 것이 아니라, 더 많은 사람이 함께 일하게 하는 것입니다.'),
            paragraph(
              '앞으로도 연구실의 성과가 매장의 하루를 바꾸고, 한 사람의 창업이 지역의 변화로 이어지도록 정직하게 일하겠습니다.',
            ),
          ),
        },
        {
          blockType: 'stats',
          heading: '숫자로 보는 푸드임팩트',
          items: [
            { value: '10년', label: '외식 창업 교육과 연구' },
            { value: '48곳', label: '전국 임팩트버거 매장' },
            { value: '126명', label: '임팩트 프랜차이즈 지원 창업자' },
            { value: '3,200명+', label: '푸드테크 교육 수료생' },
            { value: '14건', label: '등록·출원 특허' },
          ],
        },
        {
          blockType: 'timeline',
          heading: '걸어온 길',
          events: [
            {
              when: '2016.03',
              title: '주식회사 푸드임팩트 설립',
              body: '서울 성수동에서 외식 창업 교육 회사로 출발했습니다.',
            },
            {
              when: '2017.09',
              title: '푸드테크 창업 아카데미 개설',
              body: '조리 표준화와 매장 운영을 함께 배우는 12주 과정을 열었습니다.',
            },
            {
              when: '2018.05',
              title: '임팩트버거 1호점 개점',
              body: '교육 과정에서 개발한 표준 레시피로 성수 본점을 열었습니다.',
            },
            {
              when: '2019.11',
              title: '기업부설연구소 인정',
              body: '조리 자동화와 식품 안전을 연구하는 전담 조직을 갖췄습니다.',
            },
            {
              when: '2020.06',
              title: '임팩트 프랜차이즈 시작',
              body: '시각 알림 주방을 갖춘 청각장애인 창업자 1호 매장이 문을 열었습니다.',
            },
            {
              when: '2021.04',
              title: '푸드임팩트바이오 설립',
              body: '식물성 단백질과 발효 소재를 연구하는 바이오 법인을 세웠습니다.',
            },
            {
              when: '2023.07',
              title: '청년·소상공인 창업 트랙 확대',
              body: '지원 대상을 청년 창업자와 업종 전환 소상공인까지 넓혔습니다.',
            },
            {
              when: '2024.03',
              title: '임팩트 투자 지원 프로그램 출범',
              body: '푸드테크 스타트업과 임팩트 창업자의 투자 유치를 돕기 시작했습니다.',
            },
            {
              when: '2025.09',
              title: '지원 창업자 100명 돌파',
              body: '전국 48개 매장 중 31곳이 임팩트 프랜차이즈 창업자의 매장입니다.',
            },
          ],
        },
        {
          blockType: 'cards',
          heading: '함께하는 회사',
          intro: '푸드임팩트는 브랜드와 연구 법인이 한 몸처럼 움직입니다.',
          cards: [
            {
              title: '임팩트버거',
              body: '누구나 배울 수 있는 표준 조리 공정과 시각 알림 주방을 갖춘 버거 프랜차이즈 브랜드입니다.',
              image: media('seed-burger-stack'),
              href: '/intro/page-b',
            },
            {
              title: '푸드임팩트바이오',
              body: '식물성 단백질, 발효 소재, 식품 안전 기술을 연구해 매장과 교육 현장에 전합니다.',
              image: media('seed-bio-cells'),
              href: '/intro/page-c',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: '푸드임팩트에 궁금한 점이 있으신가요?',
          body: '제휴, 언론, 채용 등 어떤 이야기든 남겨 주세요. 영업일 기준 2일 안에 답변드립니다.',
          label: '일반 문의하기',
          href: '/contact/general',
        },
      ],
      meta: {
        description:
          '푸드테크 연구와 교육, 임팩트 프랜차이즈로 누구나 지속 가능한 외식 창업을 하도록 돕는 푸드임팩트의 비전과 연혁을 소개합니다.',
        image: media('seed-team-people'),
      },
    },
    {
      title: '임팩트버거',
      path: '/intro/page-b',
      hero: {
        eyebrow: '버거 프랜차이즈 브랜드',
        heading: '임팩트버거, 누구나 사장님이 되는 주방',
        body: '표준화된 조리 공정과 화면·빛으로 소통하는 주방으로, 경력이 없어도 들리지 않아도 한결같은 맛을 만듭니다.',
        image: media('seed-burger-stack'),
      },
      layout: [
        {
          blockType: 'imageText',
          heading: '소리 대신 빛과 화면으로 일하는 주방',
          body: '주문이 들어오면 조리대 위 화면과 조명이 색으로 알려 주고, 그릴과 튀김기는 완료 시점을 진동과 불빛으로 알립니다. 청각장애인 점주와 직원도 손님과 동료와 막힘없이 일할 수 있도록 매장 전체를 설계했습니다.',
          image: media('seed-smart-kitchen'),
          imagePosition: 'left',
        },
        {
          blockType: 'cards',
          heading: '임팩트버거가 다른 이유',
          cards: [
            {
              title: '표준 조리 공정',
              body: '온도와 시간이 자동으로 관리되는 그릴로 첫날부터 본점과 같은 맛을 냅니다.',
            },
            {
              title: '국내산 제철 채소',
              body: '계약 농가에서 받은 채소를 매장마다 매일 아침 손질해 사용합니다.',
            },
            {
              title: '식물성 패티 선택',
              body: '푸드임팩트바이오가 개발한 식물성 패티를 모든 메뉴에서 고를 수 있습니다.',
            },
          ],
        },
        {
          blockType: 'stats',
          heading: '임팩트버거 한눈에 보기',
          items: [
            { value: '48곳', label: '전국 매장' },
            { value: '31곳', label: '임팩트 프랜차이즈 창업 매장' },
            { value: '4주', label: '개점 전 매장 실습' },
            { value: '98%', label: '가맹점 1년 유지율' },
          ],
        },
        {
          blockType: 'cta',
          heading: '임팩트버거 매장을 열고 싶으신가요?',
          body: '가맹 조건과 지원 혜택, 예상 창업 비용을 자세히 알려 드립니다.',
          label: '가맹 상담 신청',
          href: '/contact/impact',
        },
      ],
      meta: {
        description:
          '표준 조리 공정과 시각 알림 주방으로 누구나 운영할 수 있는 버거 프랜차이즈, 임팩트버거를 소개합니다.',
        image: media('seed-burger-stack'),
      },
    },
    {
      title: '푸드임팩트바이오',
      path: '/intro/page-c',
      hero: {
        eyebrow: '바이오 연구 회사',
        heading: '실험실의 발견을 매장의 한 끼로',
        body: '푸드임팩트바이오는 식물성 단백질과 발효 소재, 식품 안전 기술을 연구하고 그 결과를 가맹점과 교육 과정에 바로 적용합니다.',
        image: media('seed-bio-cells'),
      },
      layout: [
        {
          blockType: 'cards',
          heading: '연구 분야',
          intro: '맛과 안전, 지속 가능성을 함께 잡는 세 가지 연구에 집중합니다.',
          cards: [
            {
              title: '식물성 단백질',
              body: '콩과 버섯 단백질을 조합해 육즙과 식감을 살린 식물성 패티를 개발합니다.',
              image: media('seed-fresh-leaves'),
            },
            {
              title: '발효 소재',
              body: '국산 곡물을 발효한 천연 소스 베이스로 첨가물을 줄이고 감칠맛을 더합니다.',
              image: media('seed-foodtech-molecules'),
            },
            {
              title: '식품 안전',
              body: '매장에서 30분 안에 위생 상태를 확인하는 미생물 신속 검사 방법을 연구합니다.',
              image: media('seed-data-network'),
            },
          ],
        },
        {
          blockType: 'imageText',
          heading: '연구실과 매장을 잇는 시험 생산 설비',
          body: '경기도 시흥의 시험 생산 설비에서 연구 결과를 소량 생산하고, 가맹점 세 곳에서 4주간 실제 판매로 검증한 뒤에만 전 매장에 도입합니다. 손님과 점주의 의견은 다음 연구의 출발점이 됩니다.',
          image: media('seed-foodtech-molecules'),
          imagePosition: 'right',
        },
        {
          blockType: 'richText',
          heading: '연구 원칙',
          body: richText(
            bullets([
              '모든 신소재는 식품의약품안전처 기준에 맞춰 안전성을 먼저 검증합니다.',
              '연구 성과는 교육 과정과 가맹점 매뉴얼로 공개해 현장에서 쓰이게 합니다.',
              '원료는 가능한 한 국내 농가와 계약해 지역과 함께 성장합니다.',
            ]),
            paragraph(
              '식품 안전 기준은 ',
              link('식품의약품안전처', 'https://www.mfds.go.kr'),
              ' 누리집에서 누구나 확인할 수 있습니다.',
            ),
          ),
        },
        {
          blockType: 'cta',
          heading: '공동 연구와 기술 협력을 제안해 주세요',
          body: '대학, 연구기관, 식품 기업과의 협력을 환영합니다.',
          label: '일반 문의하기',
          href: '/contact/general',
        },
      ],
      meta: {
        description:
          '식물성 단백질, 발효 소재, 식품 안전 기술을 연구해 매장과 교육 현장에 전하는 푸드임팩트바이오를 소개합니다.',
        image: media('seed-bio-cells'),
      },
    },
    {
      title: '바이오 푸드테크',
      path: '/foodtech',
      hero: {
        eyebrow: '바이오 푸드테크 연구·교육',
        heading: '연구하고, 가르치고, 현장에서 증명합니다',
        body: '조리 자동화와 바이오 소재 연구의 성과를 창업 교육 과정으로 옮겨, 배운 그대로 매장에서 쓸 수 있게 합니다.',
        image: media('seed-foodtech-molecules'),
      },
      layout: [
        {
          blockType: 'imageText',
          heading: '데이터로 운영하는 주방',
          body: '가맹점 주방의 조리 시간, 온도, 식자재 사용량을 익명으로 모아 분석합니다. 분석 결과로 조리 순서를 다듬고 발주량을 예측해, 한 해 동안 식자재 폐기량을 18% 줄였습니다.',
          image: media('seed-data-network'),
          imagePosition: 'left',
        },
        {
          blockType: 'cards',
          heading: '교육 과정',
          intro: '모든 교육 영상에는 한국어 자막이 있고, 현장 수업에는 수어 통역사가 함께합니다.',
          cards: [
            {
              title: '푸드테크 창업 아카데미',
              body: '메뉴 개발부터 원가 계산, 매장 운영까지 12주 동안 배우는 대표 과정입니다.',
              image: media('seed-education-tiles'),
            },
            {
              title: '조리 자동화 실습',
              body: '자동 그릴, 주방 화면 시스템, 재고 관리 도구를 실제 장비로 익힙니다.',
              image: media('seed-smart-kitchen'),
            },
            {
              title: '식품 위생·안전',
              body: 'HACCP 기초와 매장 위생 점검을 온라인으로 언제든 들을 수 있습니다.',
              image: media('seed-fresh-leaves'),
            },
          ],
        },
        {
          blockType: 'richText',
          heading: '교육은 이렇게 진행됩니다',
          body: richText(
            h3('이론은 온라인으로, 실습은 성수 교육장에서'),
            paragraph(
              '온라인 강의로 기초를 익힌 뒤 매주 한 번 교육장에서 실습합니다. 수료 후에는 회원 전용 자료실에서 교육 자료와 체크리스트를 계속 볼 수 있습니다.',
            ),
            bullets(['정원 20명 소규모 반 운영', '수어 통역과 문자 통역 지원', '수료생 대상 매장 실습 연계']),
          ),
        },
        {
          blockType: 'cta',
          heading: '다음 기수 교육을 안내받으세요',
          body: '과정별 일정과 수강료, 지원 제도를 알려 드립니다.',
          label: '교육 문의하기',
          href: '/contact/edu',
        },
      ],
      meta: {
        description: '조리 자동화와 바이오 소재 연구, 그리고 그 성과를 담은 푸드테크 창업 교육 과정을 소개합니다.',
        image: media('seed-foodtech-molecules'),
      },
    },
    {
      title: '임팩트 프랜차이즈',
      path: '/impact-franchise',
      hero: {
        eyebrow: '임팩트 프랜차이즈',
        heading: '혼자가 아닌 창업, 개점 후에도 곁에 있습니다',
        body: '청각장애인 창업자, 청년, 소상공인이 임팩트버거 매장을 열고 자립할 때까지 교육과 비용, 운영을 함께합니다.',
        image: media('seed-impact-community'),
      },
      layout: [
        {
          blockType: 'cards',
          heading: '세 가지 창업 지원 트랙',
          intro: '창업자의 상황에 맞춰 지원 내용을 다르게 설계했습니다.',
          cards: [
            {
              title: '청각장애인 창업 지원',
              body: '시각 알림 주방과 수어 통역 교육으로 소통의 벽 없이 매장을 운영합니다.',
              image: media('seed-hearing-waves'),
              href: '/impact-franchise/page-a',
            },
            {
              title: '청년 창업 지원',
              body: '만 39세 이하 예비 창업자에게 실습 공간과 멘토, 초기 비용을 지원합니다.',
              image: media('seed-youth-ribbons'),
              href: '/impact-franchise/page-b',
            },
            {
              title: '소상공인 창업 지원',
              body: '업종 전환과 매장 디지털 전환으로 기존 가게에 새로운 기회를 엽니다.',
              image: media('seed-local-storefront'),
              href: '/impact-franchise/page-c',
            },
          ],
        },
        {
          blockType: 'stats',
          heading: '임팩트 프랜차이즈의 성과',
          items: [
            { value: '126명', label: '지원 창업자' },
            { value: '21곳', label: '청각장애인 창업자 매장' },
            { value: '0원', label: '가맹비 (지원 트랙 전원)' },
            { value: '6개월', label: '개점 후 동행 코칭' },
          ],
        },
        {
          blockType: 'timeline',
          heading: '지원 절차',
          events: [
            {
              when: '1단계',
              title: '상담 신청',
              body: '온라인 양식으로 신청하면 전담 매니저가 3일 안에 연락드립니다.',
            },
            {
              when: '2단계',
              title: '설명회와 면담',
              body: '지원 조건과 예상 비용을 확인하고 창업 계획을 함께 점검합니다.',
            },
            {
              when: '3단계',
              title: '창업 교육 8주',
              body: '메뉴, 위생, 원가, 고객 응대를 배웁니다. 수어 통역을 제공합니다.',
            },
            { when: '4단계', title: '매장 실습 4주', body: '운영 중인 매장에서 실제 영업을 경험합니다.' },
            { when: '5단계', title: '개점', body: '입지 선정, 인테리어, 인허가를 본사가 함께 준비합니다.' },
            {
              when: '6단계',
              title: '동행 코칭 6개월',
              body: '매달 경영 진단과 현장 방문으로 안정적인 운영을 돕습니다.',
            },
          ],
        },
        { ...programmeCta },
      ],
      meta: {
        description:
          '청각장애인, 청년, 소상공인 창업자가 임팩트버거 매장을 열고 자립하도록 돕는 임팩트 프랜차이즈를 소개합니다.',
        image: media('seed-impact-community'),
      },
    },
    {
      title: '청각장애인 창업 지원',
      path: '/impact-franchise/page-a',
      hero: {
        eyebrow: '임팩트 프랜차이즈 · 청각장애인 창업 지원',
        heading: '들리지 않아도, 주방은 멈추지 않습니다',
        body: '청각장애인 창업자가 손님, 직원과 막힘없이 소통하도록 주방과 매장, 교육을 처음부터 다시 설계했습니다.',
        image: media('seed-hearing-waves'),
      },
      layout: [
        {
          blockType: 'imageText',
          heading: '보는 주방, 느끼는 알림',
          body: '주문 화면과 색 조명, 진동 호출기가 소리를 대신합니다. 손님은 키오스크와 태블릿으로 주문하고, 진동벨과 화면 번호로 음식을 받아 갑니다. 2020년 첫 매장 이후 21곳이 같은 방식으로 운영 중입니다.',
          image: media('seed-smart-kitchen'),
          imagePosition: 'right',
        },
        {
          blockType: 'cards',
          heading: '지원 내용',
          cards: [
            {
              title: '시각 알림 주방 설치',
              body: '주방 화면 시스템과 조명 알림, 진동 호출기를 본사 부담으로 설치합니다.',
            },
            {
              title: '수어 통역 교육',
              body: '창업 교육 8주 전 과정에 수어 통역사가 함께하고 모든 영상에 자막을 제공합니다.',
            },
            { title: '고객 안내 도구', body: '매장용 필담 보드와 자주 쓰는 안내 카드, 접근성 주문 화면을 제공합니다.' },
            { title: '가맹비 면제', body: '가맹비와 교육비를 받지 않고, 첫해 로열티를 50% 감면합니다.' },
          ],
        },
        {
          blockType: 'richText',
          heading: '신청 자격',
          body: richText(
            bullets([
              '청각장애로 장애인 등록을 한 만 19세 이상 예비 창업자',
              '8주 창업 교육과 4주 매장 실습에 참여할 수 있는 분',
              '가족이나 동료와의 공동 창업도 신청할 수 있습니다',
            ]),
            paragraph(
              '장애인 창업 관련 공공 지원 제도는 ',
              link('한국장애인고용공단', 'https://www.kead.or.kr'),
              '에서도 확인할 수 있으며, 상담 시 함께 안내해 드립니다.',
            ),
          ),
        },
        {
          ...programmeCta,
          body: '수어 통역 화상 상담, 문자 상담, 이메일 상담 중 편한 방법을 골라 주세요.',
        },
      ],
      meta: {
        description:
          '시각 알림 주방과 수어 통역 교육, 가맹비 면제로 청각장애인 창업자의 매장 운영을 돕는 지원 트랙입니다.',
        image: media('seed-hearing-waves'),
      },
    },
    {
      title: '청년 창업 지원',
      path: '/impact-franchise/page-b',
      hero: {
        eyebrow: '임팩트 프랜차이즈 · 청년 창업 지원',
        heading: '첫 가게, 실패를 줄이는 방법부터 배웁니다',
        body: '만 39세 이하 청년 예비 창업자에게 공유 주방 실습과 선배 창업자 멘토링, 초기 비용 지원을 제공합니다.',
        image: media('seed-youth-ribbons'),
      },
      layout: [
        {
          blockType: 'imageText',
          heading: '성수 공유 주방에서 먼저 장사해 보기',
          body: '창업 전 석 달 동안 공유 주방에서 실제로 메뉴를 팔아 봅니다. 매출과 원가, 손님 반응을 데이터로 확인한 뒤 창업 여부와 규모를 결정하니 시행착오가 줄어듭니다.',
          image: media('seed-education-tiles'),
          imagePosition: 'left',
        },
        {
          blockType: 'stats',
          heading: '청년 창업 트랙',
          items: [
            { value: '42명', label: '청년 창업자 배출' },
            { value: '3개월', label: '공유 주방 실습' },
            { value: '최대 3천만 원', label: '초기 비용 저리 연계' },
          ],
        },
        {
          blockType: 'richText',
          heading: '이런 분께 권합니다',
          body: richText(
            bullets([
              '외식 창업을 꿈꾸지만 경험과 자금이 부족한 청년',
              '혼자보다 동료와 함께 창업하고 싶은 청년 (최대 3인 공동 창업)',
              '지역에서 오래 머무는 가게를 만들고 싶은 청년',
            ]),
            quote(
              '공유 주방에서 석 달을 버텨 보니, 무엇을 팔아야 하는지보다 무엇을 하지 말아야 하는지가 보였어요. — 청년 창업자 이수민',
            ),
            paragraph(
              '청년 대상 정부 창업 지원 사업은 ',
              link('K-Startup 창업지원포털', 'https://www.k-startup.go.kr'),
              '에서 함께 찾아볼 수 있습니다.',
            ),
          ),
        },
        { ...programmeCta },
      ],
      meta: {
        description:
          '공유 주방 실습과 멘토링, 초기 비용 연계로 청년 예비 창업자의 첫 가게를 돕는 청년 창업 지원 트랙입니다.',
        image: media('seed-youth-ribbons'),
      },
    },
    {
      title: '소상공인 창업 지원',
      path: '/impact-franchise/page-c',
      hero: {
        eyebrow: '임팩트 프랜차이즈 · 소상공인 창업 지원',
        heading: '오래된 가게에 새로운 메뉴와 손님을',
        body: '매출이 줄어 고민인 소상공인의 업종 전환과 매장 디지털 전환을 도와, 지금의 가게를 다시 성장시킵니다.',
        image: media('seed-local-storefront'),
      },
      layout: [
        {
          blockType: 'cards',
          heading: '지원 내용',
          cards: [
            { title: '경영 진단', body: '최근 1년 매출과 비용, 상권을 분석해 전환 방향을 함께 정합니다.' },
            { title: '업종 전환', body: '기존 매장 설비를 최대한 살려 임팩트버거 매장으로 전환합니다.' },
            { title: '디지털 전환', body: '키오스크, 배달 주문 통합, 재고 관리 도구를 설치하고 사용법을 교육합니다.' },
          ],
        },
        {
          blockType: 'imageText',
          heading: '30년 분식집이 버거 가게가 되기까지',
          body: '서울 중랑구의 한 분식집은 업종 전환 6개월 만에 월 매출이 두 배로 늘었습니다. 기존 단골을 위해 떡볶이 소스를 넣은 지역 한정 버거를 함께 개발했고, 주방 설비의 70%를 그대로 활용해 전환 비용을 줄였습니다.',
          image: media('seed-store-map'),
          imagePosition: 'right',
        },
        {
          blockType: 'richText',
          heading: '함께 활용하면 좋은 공공 지원',
          body: richText(
            paragraph(
              '소상공인을 위한 정책 자금과 교육은 공공기관에서도 받을 수 있습니다. 상담 시 신청 방법을 함께 안내합니다.',
            ),
            bullets([
              [link('소상공인시장진흥공단', 'https://www.semas.or.kr'), ' — 정책 자금과 경영 개선 지원'],
              [link('소상공인마당', 'https://www.sbiz.or.kr'), ' — 상권 정보와 교육 과정'],
            ]),
          ),
        },
        { ...programmeCta },
      ],
      meta: {
        description:
          '경영 진단과 업종 전환, 디지털 전환으로 소상공인의 가게를 다시 성장시키는 소상공인 창업 지원 트랙입니다.',
        image: media('seed-local-storefront'),
      },
    },
    {
      title: '투자 지원',
      path: '/invest',
      hero: {
        eyebrow: '임팩트 투자 지원 프로그램',
        heading: '좋은 푸드테크가 자본을 만나도록',
        body: '푸드테크 스타트업과 임팩트 창업자의 사업 모델을 함께 다듬고, 투자자와 만나는 자리를 만듭니다.',
        image: media('seed-invest-growth'),
      },
      layout: [
        {
          blockType: 'stats',
          heading: '지금까지의 성과',
          items: [
            { value: '37곳', label: '참여 기업' },
            { value: '84억 원', label: '누적 투자 연계 금액' },
            { value: '6회', label: '데모데이 개최' },
            { value: '92%', label: '참여 기업 2년 생존율' },
          ],
        },
        {
          blockType: 'cards',
          heading: '프로그램 구성',
          cards: [
            {
              title: '12주 액셀러레이팅',
              body: '사업 모델, 단위 경제성, 식품 인허가를 전문가와 함께 점검합니다.',
              image: media('seed-data-network'),
            },
            {
              title: 'IR 코칭',
              body: '투자 제안서와 발표를 다듬고 모의 투자 심사를 두 차례 진행합니다.',
              image: media('seed-team-people'),
            },
            {
              title: '데모데이',
              body: '벤처캐피털과 임팩트 투자사 앞에서 사업을 발표하고 후속 미팅을 연결합니다.',
              image: media('seed-event-confetti'),
            },
          ],
        },
        {
          blockType: 'timeline',
          heading: '선발 일정',
          events: [
            { when: '모집', title: '온라인 지원서 접수', body: '사업 소개서와 최근 재무 현황을 제출합니다.' },
            { when: '심사', title: '서류 심사와 인터뷰', body: '접수 후 3주 안에 결과를 알려 드립니다.' },
            { when: '12주', title: '액셀러레이팅', body: '격주 멘토링과 전문가 워크숍에 참여합니다.' },
            { when: '마무리', title: '데모데이와 후속 투자', body: '데모데이 이후에도 6개월간 투자 협상을 돕습니다.' },
          ],
        },
        {
          blockType: 'richText',
          heading: '지원 대상',
          body: richText(
            bullets([
              '설립 7년 이내의 푸드테크·대체 식품·외식 서비스 기업',
              '사회적 가치를 사업 모델에 담은 임팩트 창업 기업',
              '임팩트 프랜차이즈 수료 창업자의 확장 사업',
            ]),
            paragraph(
              '정부의 창업 투자 지원 제도는 ',
              link('중소벤처기업부', 'https://www.mss.go.kr'),
              ' 누리집에서 확인할 수 있습니다.',
            ),
          ),
        },
        {
          blockType: 'cta',
          heading: '투자 지원 프로그램에 지원하세요',
          body: '다음 기수 모집 일정과 지원 방법을 안내해 드립니다.',
          label: '투자 문의하기',
          href: '/contact/invest',
        },
      ],
      meta: {
        description:
          '푸드테크 스타트업과 임팩트 창업자의 투자 유치를 돕는 12주 액셀러레이팅과 데모데이 프로그램입니다.',
        image: media('seed-invest-growth'),
      },
    },
    {
      title: '홈',
      path: '/',
      hero: {
        eyebrow: '푸드테크로 여는 외식 산업의 내일',
        heading: '기술과 교육으로, 누구나 사장님이 되는 세상',
        body: '푸드임팩트는 푸드테크 연구와 창업 교육으로 외식 산업을 혁신합니다. 임팩트 프랜차이즈를 통해 청각장애인 창업자, 청년, 소상공인의 자립을 처음부터 끝까지 함께합니다.',
        image: media('seed-hero-night-orbit'),
        mode: 'title2',
      },
      layout: [
        {
          blockType: 'cards',
          heading: '푸드임팩트가 하는 일',
          intro: '연구와 교육, 창업과 투자를 하나로 잇습니다.',
          cards: [
            {
              title: '회사 소개',
              body: '10년 동안 외식 창업을 연구하고 가르쳐 온 푸드임팩트를 소개합니다.',
              image: media('seed-team-people'),
              href: '/intro/page-a',
            },
            {
              title: '바이오 푸드테크',
              body: '조리 자동화와 바이오 소재 연구, 그 성과를 담은 창업 교육 과정.',
              image: media('seed-foodtech-molecules'),
              href: '/foodtech',
            },
            {
              title: '임팩트 프랜차이즈',
              body: '청각장애인, 청년, 소상공인 창업자의 개점과 자립을 함께합니다.',
              image: media('seed-impact-community'),
              href: '/impact-franchise',
            },
            {
              title: '투자 지원',
              body: '푸드테크 스타트업과 임팩트 창업자의 투자 유치를 돕습니다.',
              image: media('seed-invest-growth'),
              href: '/invest',
            },
          ],
        },
        {
          blockType: 'stats',
          heading: '함께 만든 변화',
          items: [
            { value: '126명', label: '지원 창업자' },
            { value: '48곳', label: '전국 임팩트버거 매장' },
            { value: '3,200명+', label: '교육 수료생' },
            { value: '84억 원', label: '투자 연계 금액' },
          ],
        },
        {
          blockType: 'imageText',
          heading: '소리 대신 빛으로 일하는 주방',
          body: '임팩트버거 매장은 주문과 조리 완료를 화면과 조명, 진동으로 알립니다. 청각장애인 점주와 직원이 손님, 동료와 막힘없이 일할 수 있는 이 주방은 지금 전국 21개 매장에서 운영 중입니다.',
          image: media('seed-smart-kitchen'),
          imagePosition: 'right',
        },
        {
          blockType: 'imageText',
          heading: '배운 그대로 매장에서',
          body: '푸드테크 창업 아카데미의 모든 교육 영상에는 한국어 자막이 있고, 현장 수업에는 수어 통역사가 함께합니다. 수료생은 회원 전용 자료실에서 교육 자료를 계속 볼 수 있습니다.',
          image: media('seed-education-tiles'),
          imagePosition: 'left',
        },
        {
          blockType: 'cta',
          heading: '나의 가게, 푸드임팩트와 시작하세요',
          body: '지원 자격과 비용, 일정이 궁금하다면 창업 상담을 신청하세요. 수어 통역 화상 상담도 가능합니다.',
          label: '창업 상담 신청',
          href: '/contact/impact',
        },
      ],
      meta: {
        description:
          '푸드테크 연구와 창업 교육, 임팩트 프랜차이즈로 청각장애인·청년·소상공인 창업자의 자립을 돕는 푸드임팩트입니다.',
        image: media('seed-hero-night-orbit'),
      },
    },
  ]
}
