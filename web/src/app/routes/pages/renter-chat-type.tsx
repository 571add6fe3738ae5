import type { ReactNode } from 'react'

import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth'
import { ChatUnavailable } from '@/features/chat/components/chat-unavailable'
import { useChatAvailability } from '@/features/chat/hooks/use-chat-availability'
import { AgentsPage, ChatPage, ChatSelectionPage, type Variant } from '@/features/chat/pages/chat-pages'
import { DraftReportForm } from '@/features/reports/components/draft-report-form'
import { useLanguage } from '@/hooks/use-language'

/**
 * ChatGate shows the chat pages while the renter_chat flag is on for the
 * viewer (a visitor gets the global value) and a clear page when it is off:
 * the server answers the chat's API with 404 then.
 */
function ChatGate({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const lang = useLanguage()
  const availability = useChatAvailability(lang)
  if (availability === 'pending') return <Spinner className="w-full py-16" />
  if (availability === 'off') {
    return <ChatUnavailable homeHref={user ? paths.dashboard.root.getHref() : paths.lang.root.getHref(lang)} fileHref={paths.dashboard.uploadCategory.getHref('renter-protection')} />
  }
  // Any other failure is left to the page, which offers to try again.
  return children
}

/** RenterChatTypePage is one type's assistant (public and dashboard), filing with the reports feature's form. */
export function RenterChatTypePage() {
  const { status } = useAuth()
  return (
    <ChatGate>
      <ChatPage signedIn={status === 'signed_in'} FileForm={DraftReportForm} />
    </ChatGate>
  )
}

/** RenterChatSelectionPage lists the assistants, linking into the public or the dashboard chat. */
export function RenterChatSelectionPage({ variant }: { variant: Variant }) {
  return (
    <ChatGate>
      <ChatSelectionPage variant={variant} />
    </ChatGate>
  )
}

/** RenterAgentsPage is /dashboard/agents. */
export function RenterAgentsPage() {
  return (
    <ChatGate>
      <AgentsPage />
    </ChatGate>
  )
}
