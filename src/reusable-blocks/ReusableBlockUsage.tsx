import type { UIFieldServerProps } from 'payload'
import { findReusableBlockUsage } from './usage'

/** The reusable block's edit view, in the sidebar: the pages that place it, each opening its edit view. */
export async function ReusableBlockUsage({ id, req }: UIFieldServerProps) {
  const uses = id ? await findReusableBlockUsage(req.payload, id, req) : []
  return (
    <div className="field-type reusable-block-usage">
      <h2 className="field-label" style={{ fontSize: 'inherit', margin: '0 0 0.5rem' }}>
        쓰이는 페이지
      </h2>
      {uses.length === 0 ? (
        <p>{id ? '아직 이 블록을 둔 페이지가 없습니다.' : '저장한 뒤 페이지에 둘 수 있습니다.'}</p>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {uses.map((use) => (
            <li key={use.id}>
              <a href={`/admin/collections/pages/${use.id}`}>{use.title}</a> <span>({use.path})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
