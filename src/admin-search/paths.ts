/** Where the admin search lives (mounted at /admin), and its query's longest form; safe for client components. */
export const ADMIN_SEARCH_PATH = '/admin/search'
export const QUERY_MAX = 100
