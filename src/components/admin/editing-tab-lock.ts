/**
 * This tab's hold on a document's editing lock (a Web Lock named after the document, src/drafts/tabs.ts),
 * shared by the edit views that show the document in turn: Payload may mount a new view before the
 * old one has let go (and React mounts twice in dev), so the lock is let go a moment after the last
 * view leaves. The browser lets go of it when the tab closes or crashes.
 */
export type Hold = {
  views: number
  granted: Promise<boolean>
  /** Known once the lock answered: this tab edits the document. */
  mine?: boolean
  release?: () => void
  dropped?: boolean
  timer?: ReturnType<typeof setTimeout>
}

const holds = new Map<string, Hold>()
const LET_GO_AFTER_MS = 1000

export const lockName = (collectionSlug: string, id: number | string) => `admin-edit:${collectionSlug}/${id}`

export function hold(name: string): Hold {
  let current = holds.get(name)
  if (!current) {
    const created: Hold = { views: 0, granted: Promise.resolve(false) }
    created.granted = new Promise<boolean>((resolve) => {
      const refused = () => {
        created.mine = false
        resolve(false)
      }
      navigator.locks
        .request(name, { ifAvailable: true }, (lock) => {
          if (!lock || created.dropped) return refused()
          created.mine = true
          return new Promise<void>((release) => {
            created.release = release
            resolve(true)
          })
        })
        .catch(refused)
    })
    holds.set(name, created)
    current = created
  }
  clearTimeout(current.timer)
  current.views += 1
  return current
}

export function letGo(name: string, current: Hold) {
  current.views -= 1
  if (current.views > 0) return
  current.timer = setTimeout(() => {
    if (holds.get(name) === current) holds.delete(name)
    current.dropped = true
    current.release?.()
  }, LET_GO_AFTER_MS)
}

/**
 * Whether this tab may act for the document (discard an untouched draft): false only where another
 * tab's lock held this one back (a view without the lock, or a browser without Web Locks, acts).
 */
export const editsHere = (name: string): boolean => holds.get(name)?.mine !== false
