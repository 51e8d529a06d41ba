import type { ErrorViewLink } from '@/components/errors/ErrorView'

/** The members' area's own start page, offered beside the home button on its error pages. */
export const membersHome: ErrorViewLink = { href: '/user/edu', label: '교육 프로그램으로' }
