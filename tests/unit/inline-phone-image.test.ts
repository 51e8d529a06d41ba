import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderInlinePhoneImage } from '@/media/inline-phone-image'
import { renderImage, seedImages } from '@/seed/images'

const widthOf = async (dataUrl: string | null) =>
  (await sharp(Buffer.from(dataUrl?.split(',')[1] ?? '', 'base64')).metadata()).width

describe('the phone rendition inside the HTML', () => {
  it('is 750 px where it fits 12 KB, 640 px at a lower quality for a picture too detailed for that, each at most 12 KB', async () => {
    const image = (key: string) => {
      const found = seedImages.find((each) => each.key === key)
      if (!found) throw new Error(`no seed image ${key}`)
      return found
    }
    const plain = await renderInlinePhoneImage(await renderImage(image('seed-burger-stack')))
    expect(await widthOf(plain)).toBe(750)
    // The impact franchise's hero: 14.7 KB at 750 px and quality 35, 12.4 KB at 640 px.
    const detailed = await renderInlinePhoneImage(await renderImage(image('seed-hearing-waves')))
    expect(await widthOf(detailed)).toBe(640)
    for (const rendition of [plain, detailed])
      expect(Buffer.from(rendition?.split(',')[1] ?? '', 'base64').length).toBeLessThanOrEqual(12_000)
  })
})
