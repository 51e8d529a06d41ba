'use client'
import { ModalHost } from '@/components/modal/ModalHost'
import { ScrollReveal } from '@/components/reveal/ScrollReveal'
import { ToastRegion } from '@/components/toast/ToastRegion'

/** The browser-only parts every layout shares: toasts, modals and scroll reveal. */
export function ClientShell() {
  return (
    <>
      <ToastRegion />
      <ModalHost />
      <ScrollReveal />
    </>
  )
}
