import { Bot, MessageCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { DataLoadingError } from '@/components/errors/data-loading-error'
import { PageFrame } from '@/components/layouts/page-frame'
import { LinkCard } from '@/components/ui/link-card'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'
import { ApiError } from '@/lib/api-client'

import { useAssistants, useScript } from '../api/chat-api'
import { ChatView } from '../components/chat-view'
import type { FileFormComponent } from '../types'

/** Variant says where the chat lives: the public header-only shell (/en, /es) or the dashboard. */
export type Variant = 'public' | 'dashboard'

function AssistantList({ href, icon }: { href: (type: string) => string; icon: typeof Bot }) {
  const { t } = useTranslation('chat')
  const lang = useLanguage()
  const list = useAssistants(lang)
  if (list.isPending) return <Spinner className="w-full py-16" />
  if (list.isError) return <DataLoadingError onRetry={() => void list.refetch()} />
  return (
    <ul aria-label={t('selection.listLabel')} className="grid gap-3 sm:grid-cols-2">
      {list.data.map((a) => (
        <li key={a.type}>
          <LinkCard to={href(a.type)} Icon={icon} title={a.title} description={a.description} />
        </li>
      ))}
    </ul>
  )
}

/** ChatSelectionPage is /{lang}/chat/renter-protection and /dashboard/chat/renter-protection: one assistant per type. */
export function ChatSelectionPage({ variant }: { variant: Variant }) {
  const { t } = useTranslation('chat')
  const lang = useLanguage()
  const href = variant === 'public' ? (type: string) => paths.lang.renterChatType.getHref(lang, type) : paths.dashboard.renterChatType.getHref
  return (
    <PageFrame title={t('selection.title')} description={t('selection.description')}>
      <AssistantList href={href} icon={MessageCircle} />
    </PageFrame>
  )
}

/** AgentsPage is /dashboard/agents: the assistants available, each opening the dashboard chat. */
export function AgentsPage() {
  const { t } = useTranslation('chat')
  return (
    <PageFrame title={t('agents.title')} description={t('agents.description')}>
      <AssistantList href={paths.dashboard.renterChatType.getHref} icon={Bot} />
    </PageFrame>
  )
}

/** ChatPage is one type's assistant; the app hands it the report form and whether the user is signed in. */
export function ChatPage({ signedIn, FileForm }: { signedIn: boolean; FileForm: FileFormComponent }) {
  const { t } = useTranslation('chat')
  const { type = '' } = useParams()
  const lang = useLanguage()
  const script = useScript(type, lang)
  if (script.isError && script.error instanceof ApiError && script.error.status === 404) {
    return <PageFrame title={t('chat.notFound')} />
  }
  return (
    <PageFrame title={script.data?.title ?? t('selection.title')} description={script.data?.description}>
      <ChatView type={type} signedIn={signedIn} FileForm={FileForm} />
    </PageFrame>
  )
}
