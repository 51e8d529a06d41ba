import type { DiffBlock, DiffPart } from '@/legal/diff'

const Added = ({ text }: { text: string }) => (
  <ins>
    <span className="visually-hidden">[추가] </span>
    {text}
  </ins>
)
const Removed = ({ text }: { text: string }) => (
  <del>
    <span className="visually-hidden">[삭제] </span>
    {text}
  </del>
)

function Part({ part }: { part: DiffPart }) {
  if (part.added) return <Added text={part.value} />
  if (part.removed) return <Removed text={part.value} />
  return <>{part.value}</>
}

/**
 * The compared text, every block in order: kept blocks plain, added and removed ones marked, and a
 * rewritten block with its words' changes. Each change is a numbered stop (#change-N) that the
 * list above the text links to, so a keyboard or screen-reader user can go from change to change.
 */
export function DiffView({ blocks }: { blocks: DiffBlock[] }) {
  let changeNumber = 0
  return (
    <div className="legal-diff">
      {blocks.map((block, index) => {
        if (block.kind === 'same') {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their place
            <p key={index} className="legal-diff-same">
              {block.text}
            </p>
          )
        }
        changeNumber += 1
        const id = `change-${changeNumber}`
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their place
          <p key={index} id={id} className={`legal-diff-${block.kind}`} tabIndex={-1}>
            <span className="legal-diff-label">
              {block.kind === 'added' ? '추가됨' : block.kind === 'removed' ? '삭제됨' : '바뀜'} {changeNumber}
            </span>{' '}
            {block.kind === 'added' ? <Added text={block.text} /> : null}
            {block.kind === 'removed' ? <Removed text={block.text} /> : null}
            {block.kind === 'changed'
              ? block.parts.map((part, partIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts' order is their identity
                  <Part key={partIndex} part={part} />
                ))
              : null}
          </p>
        )
      })}
    </div>
  )
}
