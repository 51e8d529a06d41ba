/** The legal documents of the `legal` global, each at /legal/{key} once it has a body. */
export const legalDocuments = { terms: '이용약관', privacy: '개인정보처리방침' } as const

export type LegalDocument = keyof typeof legalDocuments
