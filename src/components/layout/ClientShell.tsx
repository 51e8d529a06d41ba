'use client'
import { ModalHost } from '@/components/modal/ModalHost'
import { ScrollReveal } from '@/components/reveal/ScrollReveal'
import { Toaster } from '@/components/toast/Toaster'

/** The browser-only parts every layout shares: toasts, modals and scroll reveal. */
export function ClientShell() {
  return (
    <>
      <Toaster />
      <ModalHost />
      <ScrollReveal />
    </>
  )
}
