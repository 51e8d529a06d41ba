import type { CollectionConfig } from 'payload'
import { admins, adminsField, adminsOrSelf, editorRoles } from '@/access'

/** CMS editors who log into /admin. Site members are a separate user base (better-auth). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '관리자 계정', plural: '관리자 계정' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role'],
    group: '설정',
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    admin: ({ req }) => Boolean(req.user && editorRoles.includes(req.user.role)),
    create: admins,
    delete: admins,
    read: adminsOrSelf,
    update: adminsOrSelf,
  },
  hooks: {
    beforeChange: [
      // The first account (Payload's first-user screen on a database started without --seed,
      // docs/deploy.md) runs the CMS: an admin whatever the form says, or nobody could add the others.
      async ({ operation, data, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
        return totalDocs === 0 ? { ...data, role: 'admin' } : data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', label: '이름' },
    {
      name: 'role',
      type: 'select',
      label: '권한',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: '관리자', value: 'admin' },
        { label: '편집자', value: 'editor' },
      ],
      access: { create: adminsField, update: adminsField },
    },
  ],
}
