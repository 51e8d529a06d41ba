/** Names of Next cache tags, shared by readers (cached queries) and writers (CMS hooks). */
export const cacheTags = {
  page: (path: string) => `page:${path}`,
  siteSettings: 'global:site-settings',
}
