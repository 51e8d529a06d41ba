/** Names of Next cache tags, shared by readers (cached queries) and writers (CMS hooks). */
export const cacheTags = {
  page: (path: string) => `page:${path}`,
  /** Lists, details (their prev/next links), the home page and the sitemap of one category. */
  community: (category: string) => `community:${category}`,
  siteSettings: 'global:site-settings',
  legal: 'global:legal',
  media: 'media',
  /** Any page's publication state, for the sitemap. */
  sitemapPages: 'sitemap:pages',
}
