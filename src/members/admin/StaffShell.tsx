import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { isAdminUser } from '@/access'

/**
 * The admin's frame (navigation, header, breadcrumbs) around a members' screen; Payload wraps
 * its own views in it, custom views wrap themselves. Only admins see what is inside: an editor
 * who opens the address is told so (docs/adr/0025-site-members-admin.md).
 */
export function StaffShell({
  props,
  crumbs,
  children,
}: {
  props: AdminViewServerProps
  crumbs: { label: string; url?: string }[]
  children: ReactNode
}) {
  const { initPageResult, params, searchParams } = props
  const { req } = initPageResult
  const allowed = isAdminUser(req.user as never)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <SetStepNav nav={crumbs} />
      <Gutter className="site-members">
        {allowed ? (
          children
        ) : (
          <>
            <h1>회원</h1>
            <p role="alert">
              회원 정보는 관리자만 볼 수 있습니다. 문의에 답하는 데 필요한 연락처는 문의 화면에 있습니다.
            </p>
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
