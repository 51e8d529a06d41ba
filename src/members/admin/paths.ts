/** Where the members' screens live in the admin (mounted at /admin). */
export const ADMIN_MEMBERS_PATH = '/admin/members'
