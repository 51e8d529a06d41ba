/** The password rules shown beside the field as the user types: plain data, no zod. */

/** Password bounds (docs/adr/0042-member-accounts.md): 8–64 characters, at least one letter and one digit. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64

export const passwordRules = [
  {
    id: 'length',
    label: `${PASSWORD_MIN}자 이상 ${PASSWORD_MAX}자 이하`,
    test: (v: string) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX,
  },
  { id: 'letter', label: '영문자 포함', test: (v: string) => /[A-Za-z]/.test(v) },
  { id: 'digit', label: '숫자 포함', test: (v: string) => /\d/.test(v) },
] as const
