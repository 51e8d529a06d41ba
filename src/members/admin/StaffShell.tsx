import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { isAdminUser } from '@/access'
import { AdminFrame } from '@/components/admin/AdminFrame'

/**
 * A members' screen in the admin's frame (src/components/admin/AdminFrame.tsx). Only admins see
 * what is inside: an editor who opens the address is told so (docs/adr/0025-site-members-admin.md).
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
  const { req } = props.initPageResult
  const allowed = isAdminUser(req.user as never)
  return (
    <AdminFrame props={props}>
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
    </AdminFrame>
  )
}
