import type { Language } from '@/config/languages'
import { ApiError } from '@/lib/api-client'

import { useAssistants } from '../api/chat-api'

/**
 * useChatAvailability asks the server, which evaluates the renter_chat flag
 * for the caller (a visitor gets its global value, unlike GET /api/flags):
 * the list of assistants answers 404 while the flag is off.
 */
export function useChatAvailability(lang: Language): 'pending' | 'on' | 'off' {
  const list = useAssistants(lang)
  if (list.isPending) return 'pending'
  return list.error instanceof ApiError && list.error.status === 404 ? 'off' : 'on'
}
