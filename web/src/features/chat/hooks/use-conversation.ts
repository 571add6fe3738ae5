import { useCallback, useState } from 'react'

import { readDraft, removeDraft, writeDraft } from '@/lib/browser-drafts'

import type { Script } from '../api/chat-api'
import { answer, backTo, emptyConversation, isConversation, valid, type Conversation } from '../lib/engine'

const key = (type: string) => `chat.${type}`

/**
 * useConversation is one type's conversation, kept in this browser's
 * localStorage for 30 days from the last change (lib/browser-drafts, never on
 * the server) so that it survives signing in or up and closing the tab; it
 * is forgotten once filed, on "Forget my answers" and at sign-out.
 */
export function useConversation(script: Script) {
  const [conversation, setConversation] = useState<Conversation>(() => {
    const stored = readDraft(key(script.type))
    return isConversation(stored) ? valid(script, stored) : emptyConversation
  })
  const update = useCallback(
    (next: Conversation) => {
      setConversation(next)
      writeDraft(key(script.type), next)
    },
    [script.type],
  )
  return {
    conversation,
    reply: (value: string[]) => update(answer(script, conversation, value)),
    change: (id: string) => update(backTo(conversation, id)),
    back: () => {
      const last = conversation.history.at(-1)
      if (last) update(backTo(conversation, last))
    },
    restart: () => update(emptyConversation),
    forget: () => {
      removeDraft(key(script.type))
      setConversation(emptyConversation)
    },
  }
}
