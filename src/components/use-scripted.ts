import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * Whether this page's scripts have run: false in the server's HTML and while hydrating, true from
 * the render after. For controls that CSS shows differently until their script takes over.
 */
export const useScripted = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
