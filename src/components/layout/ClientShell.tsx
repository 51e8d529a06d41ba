'use client'
import { useBrokenImageAlt } from '@/components/media/broken-image-alt'
import { ModalHost } from '@/components/modal/ModalHost'
import { ScrollReveal } from '@/components/reveal/ScrollReveal'
import { ArrivalNotice } from '@/components/toast/ArrivalNotice'
import { ToastRegion } from '@/components/toast/ToastRegion'

/** The browser-only parts every layout shares: toasts (and the notices an address brings), modals, scroll reveal, broken images' alt text. */
export function ClientShell() {
  useBrokenImageAlt()
  return (
    <>
      <ToastRegion />
      <ArrivalNotice />
      <ModalHost />
      <ScrollReveal />
    </>
  )
}
