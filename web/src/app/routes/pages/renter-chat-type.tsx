import { useAuth } from '@/features/auth'
import { AgentsPage, ChatPage, ChatSelectionPage, type Variant } from '@/features/chat/pages/chat-pages'
import { DraftReportForm } from '@/features/reports/components/draft-report-form'

/** RenterChatTypePage is one type's assistant (public and dashboard), filing with the reports feature's form. */
export function RenterChatTypePage() {
  const { status } = useAuth()
  return <ChatPage signedIn={status === 'signed_in'} FileForm={DraftReportForm} />
}

/** RenterChatSelectionPage lists the assistants, linking into the public or the dashboard chat. */
export function RenterChatSelectionPage({ variant }: { variant: Variant }) {
  return <ChatSelectionPage variant={variant} />
}

/** RenterAgentsPage is /dashboard/agents. */
export function RenterAgentsPage() {
  return <AgentsPage />
}
