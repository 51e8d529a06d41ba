import { create } from 'zustand'

/**
 * Spec §2: on the home page the navigation follows a mode, initially `title1`; `title2` (set by
 * the dark sections) turns the logo white. Off the home page there is no mode: the header reads
 * it only there.
 */
export type PageMode = 'title1' | 'title2'

interface PageModeState {
  mode: PageMode
  /** Set by the home page's sections once they are watched; until then CSS takes the first section's look. */
  observed: boolean
  setMode: (mode: PageMode) => void
  reset: () => void
}

export const usePageMode = create<PageModeState>((set) => ({
  mode: 'title1',
  observed: false,
  setMode: (mode) => set({ mode, observed: true }),
  reset: () => set({ mode: 'title1', observed: false }),
}))
