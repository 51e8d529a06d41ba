import { create } from 'zustand'

/**
 * Spec §2: on the home page the navigation follows a mode, initially `title1`; `title2` (set by
 * the dark sections) turns the logo white. Off the home page there is no mode: the header reads
 * it only there.
 */
export type PageMode = 'title1' | 'title2'

interface PageModeState {
  mode: PageMode
  setMode: (mode: PageMode) => void
}

export const usePageMode = create<PageModeState>((set) => ({
  mode: 'title1',
  setMode: (mode) => set({ mode }),
}))
