import type { CSSProperties } from 'react'

/** The overview's look, handed to the cards that other features add to it (links, privacy requests). */
export interface OverviewCardStyles {
  card: CSSProperties
  heading: CSSProperties
  figure: CSSProperties
  list: CSSProperties
  item: CSSProperties
  muted: CSSProperties
}
