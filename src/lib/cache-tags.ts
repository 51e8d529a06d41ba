import { IMAGES_GONE } from '@/server/contract.mjs'

/** Names of Next cache tags, shared by readers (cached queries) and writers (CMS hooks). */
export const cacheTags = {
  page: (path: string) => `page:${path}`,
  /** Lists, details (their prev/next links), the home page and the sitemap of one category. */
  community: (category: string) => `community:${category}`,
  siteSettings: 'global:site-settings',
  legal: 'global:legal',
  media: 'media',
  /** A file was deleted or replaced: resized images of it must not outlive it (contract.mjs). */
  imagesGone: IMAGES_GONE,
  /** Any change to any page: the page-view check's addresses and the site search. */
  anyPage: 'pages:any',
  /** Which page is at which address (a page moved, published or taken down): the menus. */
  pageAddresses: 'pages:addresses',
  /** The redirect left at an old address (src/redirects). */
  redirect: (path: string) => `redirect:${path}`,
}
