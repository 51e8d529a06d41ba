/** Spec §3: a missing role is a guest. */
export const roleOf = (user: { role?: string | null }) => user.role || 'guest'
