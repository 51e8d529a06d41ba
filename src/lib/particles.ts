/**
 * Korean particles chosen from the word before them, for text that names a word it does not know
 * in advance ("{{label}}이(가) …", "'{status}'(으)로 …"): 관리자 계정이, 미디어가, 페이지를,
 * '검토 중'으로. The word's last Hangul syllable decides (a closing quote or bracket after it is
 * skipped), and a digit by how it is read (1 일, 3 삼, …). After anything else (Latin letters,
 * signs) both forms stay written out, as Korean writing does when the sound is unknown.
 */

type Final = 'none' | 'rieul' | 'other'

/** Digits as read in Korean: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINALS: Final[] = ['other', 'rieul', 'none', 'other', 'none', 'none', 'other', 'rieul', 'rieul', 'none']

function finalOf(char: string): Final | undefined {
  const code = char.charCodeAt(0)
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28
    return final === 0 ? 'none' : final === 8 ? 'rieul' : 'other'
  }
  if (char >= '0' && char <= '9') return DIGIT_FINALS[Number(char)]
  return undefined
}

/** Each written-out pair: the form after a final consonant, and after none (and after ㄹ). */
const PARTICLES: Record<string, { other: string; none: string; rieul: string }> = {
  '이(가)': { other: '이', none: '가', rieul: '이' },
  '을(를)': { other: '을', none: '를', rieul: '을' },
  '은(는)': { other: '은', none: '는', rieul: '은' },
  '과(와)': { other: '과', none: '와', rieul: '과' },
  '(으)로': { other: '으로', none: '로', rieul: '로' },
  '(이)라': { other: '이라', none: '라', rieul: '이라' },
}

/** `text` as a regular expression matches it, letter for letter. */
const literal = (text: string) => text.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&')

const CLOSERS = `"'”’」』)]>`
const PATTERN = new RegExp(
  `([^\\s${literal(CLOSERS)}])([${literal(CLOSERS)}]*)(${Object.keys(PARTICLES).map(literal).join('|')})`,
  'g',
)

/** `word` followed by the particle written out as `pair` ('이(가)', '(으)로', …), chosen for it. */
export function withParticle(word: string, pair: keyof typeof PARTICLES): string {
  return settleParticles(`${word}${pair}`)
}

/** Every written-out particle in `text` that the word before it decides, chosen. */
export function settleParticles(text: string): string {
  if (!text.includes('(')) return text
  return text.replace(PATTERN, (match, last: string, closers: string, pair: string) => {
    const final = finalOf(last)
    const forms = PARTICLES[pair]
    return final && forms ? `${last}${closers}${forms[final]}` : match
  })
}
