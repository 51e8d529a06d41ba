import { describe, expect, it } from 'vitest'
import { compactOf, initialsOf, isInitialsOnly, keyWordOf, searchKeyOf } from '@/search/search-key'

describe('the search key', () => {
  it('compacts text: NFC, lower case, misspellings folded, no white space', () => {
    expect(compactOf('임팩트 프렌차이즈')).toBe('임팩트프랜차이즈')
    expect(compactOf('식물성 패티 BURGER')).toBe('식물성패티burger')
    // 창 typed as separate jamo (NFD) is the same syllable.
    expect(compactOf('\u110E\u1161\u11BC업')).toBe('창업')
    expect(compactOf('컨텐츠 메세지 비지니스')).toBe('콘텐츠메시지비즈니스')
  })

  it('takes the initial consonant of each Hangul syllable', () => {
    expect(initialsOf('창업 지원')).toBe('ㅊㅇㅈㅇ')
    expect(initialsOf('R&D 까치 힘')).toBe('ㄲㅊㅎ')
    expect(isInitialsOnly('ㅊㅇ')).toBe(true)
    expect(isInitialsOnly('ㅊ업')).toBe(false)
  })

  it('holds every text compacted, then the initials of the short ones; each typed word is looked for the same way', () => {
    const key = searchKeyOf(['청각장애인 창업', '식물성 패티'], ['청각장애인 창업'])
    expect(key).toBe('청각장애인창업식물성패티\nㅊㄱㅈㅇㅇㅊㅇ')
    for (const word of ['식물성패티', '식물성', 'ㅊㅇ', '장애인창업']) expect(key).toContain(keyWordOf(word))
    expect(key).not.toContain(keyWordOf('ㅍㅌ'))
  })
})
