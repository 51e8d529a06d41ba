import { beforeEach, describe, expect, it } from 'vitest'
import { randomId } from '@/lib/random-id'
import { useModals } from '@/stores/modal'

describe('modal store', () => {
  beforeEach(() => useModals.setState({ entries: [] }))

  it('adds an entry with a 21-character random id and resolves with the result when it finishes', async () => {
    const pending = useModals.getState().open('confirm', { title: '삭제할까요?', message: '되돌릴 수 없습니다.' })
    const [entry] = useModals.getState().entries
    expect(entry?.modalId).toMatch(/^[A-Za-z0-9_-]{21}$/)
    expect(entry?.modalType).toBe('confirm')
    expect(entry?.data).toEqual({ title: '삭제할까요?', message: '되돌릴 수 없습니다.' })
    if (entry?.modalType !== 'confirm') throw new Error('not a confirm')
    entry.finish(true)
    await expect(pending).resolves.toBe(true)
    expect(useModals.getState().entries).toEqual([])
  })

  it('stacks modals and finishes each by its own id, leaving the others open', async () => {
    const { open } = useModals.getState()
    const first = open('alert', { title: '첫 번째', message: '아래' })
    const second = open('CSmemo', { title: '메모' })
    const [bottom, top] = useModals.getState().entries
    expect(bottom?.modalType).toBe('alert')
    expect(top?.modalType).toBe('CSmemo')
    expect(bottom?.modalId).not.toBe(top?.modalId)

    useModals.getState().finish(top?.modalId ?? '', '상담은 오후에 부탁드립니다')
    await expect(second).resolves.toBe('상담은 오후에 부탁드립니다')
    expect(useModals.getState().entries.map((entry) => entry.modalId)).toEqual([bottom?.modalId])

    useModals.getState().finish(bottom?.modalId ?? '', true)
    await expect(first).resolves.toBe(true)
    expect(useModals.getState().entries).toEqual([])
  })

  it('ignores a second finish of the same modal', async () => {
    const pending = useModals.getState().open('confirm', { title: '확인', message: '계속할까요?' })
    const [entry] = useModals.getState().entries
    useModals.getState().finish(entry?.modalId ?? '', false)
    useModals.getState().finish(entry?.modalId ?? '', true)
    await expect(pending).resolves.toBe(false)
  })
})

describe('leaving the page', () => {
  beforeEach(() => useModals.setState({ entries: [] }))

  it('cancels every open modal: confirm gives false, a memo null, the rest true', async () => {
    const { open } = useModals.getState()
    const confirm = open('confirm', { title: '탈퇴할까요?', message: '되돌릴 수 없습니다.' })
    const memo = open('CSmemo', { title: '메모' })
    const term = open('term', { title: '이용약관', doc: 'terms' })
    useModals.getState().cancelAll()
    await expect(confirm).resolves.toBe(false)
    await expect(memo).resolves.toBeNull()
    await expect(term).resolves.toBe(true)
    expect(useModals.getState().entries).toEqual([])
  })
})

describe('randomId', () => {
  it('gives ids of the asked length from the URL-safe alphabet, different each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/)
    expect(randomId(8)).toHaveLength(8)
  })
})
