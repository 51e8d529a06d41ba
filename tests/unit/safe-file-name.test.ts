import { describe, expect, it } from 'vitest'
import { safeFileName } from '@/media/upload-checks'

describe('an uploaded file name', () => {
  it('keeps Hangul, letters and digits, NFC', () => {
    expect(safeFileName('회사 소개서 2026.pdf', 'pdf')).toBe('회사-소개서-2026.pdf')
    expect(safeFileName('\u1112\u1161\u11AB.png', 'png')).toBe('한.png')
  })

  it('drops direction overrides, controls and Hangul fillers (the text policy)', () => {
    expect(safeFileName('invoice\u202Egnp.exe', 'png')).toBe('invoicegnp.png')
    expect(safeFileName('a\u0007b\u001b[2J.jpg', 'jpg')).toBe('ab-2J.jpg')
    expect(safeFileName('채용\u3164.webp', 'webp')).toBe('채용.webp')
  })

  it('never keeps a path, a Windows device name or the sent extension', () => {
    expect(safeFileName('../../etc/passwd', 'bin')).toBe('file.bin')
    expect(safeFileName('C:\\docs/sub/name.txt', 'bin')).toBe('C-docs-sub-name.bin')
    expect(safeFileName('CON.png', 'png')).toBe('file-CON.png')
    expect(safeFileName('page.html', 'vtt')).toBe('page.vtt')
    expect(safeFileName('\u3164', 'png')).toBe('file.png')
  })
})
