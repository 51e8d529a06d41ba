import { describe, expect, it } from 'vitest'
import { settleParticles, withParticle } from '@/lib/particles'

describe('Korean particles from the word before them', () => {
  it('chooses by the last syllable: with a final consonant, without, and ㄹ for (으)로', () => {
    expect(settleParticles('관리자 계정이(가) 생성되었습니다.')).toBe('관리자 계정이 생성되었습니다.')
    expect(settleParticles('미디어이(가) 생성되었습니다.')).toBe('미디어가 생성되었습니다.')
    expect(settleParticles('뉴스이(가) 복제되었습니다.')).toBe('뉴스가 복제되었습니다.')
    expect(settleParticles('페이지을(를) 삭제합니다.')).toBe('페이지를 삭제합니다.')
    expect(settleParticles('메뉴 묶음은(는) 2개까지')).toBe('메뉴 묶음은 2개까지')
    expect(settleParticles('서울(으)로, 부산(으)로, 본문(으)로')).toBe('서울로, 부산으로, 본문으로')
  })

  it('looks through closing quotes and brackets, and reads digits as Korean does', () => {
    expect(settleParticles("처리 상태가 '검토 중'(으)로 바뀌었습니다.")).toBe("처리 상태가 '검토 중'으로 바뀌었습니다.")
    expect(settleParticles('「회사 소개」을(를) 복원했습니다')).toBe('「회사 소개」를 복원했습니다')
    expect(settleParticles('"답변 완료"(으)로')).toBe('"답변 완료"로')
    expect(settleParticles('1(으)로 3(으)로 2(으)로 10(으)로')).toBe('1로 3으로 2로 10으로')
    expect(settleParticles('항목 7개이(가)')).toBe('항목 7개가')
  })

  it('leaves both forms where the sound is unknown, and text without them alone', () => {
    expect(settleParticles('new@example.com(으)로 보냈습니다')).toBe('new@example.com(으)로 보냈습니다')
    expect(settleParticles('Payload을(를)')).toBe('Payload을(를)')
    expect(settleParticles('(으)로 시작')).toBe('(으)로 시작')
    expect(settleParticles('괄호 (예: 1)만')).toBe('괄호 (예: 1)만')
  })

  it('writes a word with its particle', () => {
    expect(withParticle('답변 완료', '(으)로')).toBe('답변 완료로')
    expect(withParticle('접수', '(으)로')).toBe('접수로')
    expect(withParticle('검토 중', '(으)로')).toBe('검토 중으로')
  })
})
