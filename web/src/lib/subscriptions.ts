import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'

import { api, sessionUserId, subscribeAccessToken } from './api-client'

/** useSignedInUserId is the signed-in user's id, or null (a visitor). */
export function useSignedInUserId(): string | null {
  return useSyncExternalStore(subscribeAccessToken, sessionUserId)
}

const subscriptionSchema = z.object({
  id: z.string(),
  kind: z.enum(['report', 'area']),
  target: z.string(),
  label: z.record(z.string(), z.string()),
  confirmed: z.boolean(),
})

export type Subscription = z.infer<typeof subscriptionSchema>

const listSchema = z.object({ email: z.string(), items: z.array(subscriptionSchema) })

/** subscriptionKeys are the query keys of the subscription lists: the signed-in user's, or a manage link's. */
export const subscriptionKeys = { list: (token: string | null) => ['subscriptions', token ?? 'me'] as const }

function withToken(path: string, token: string | null): string {
  return token ? `${path}?token=${encodeURIComponent(token)}` : path
}

/** listSubscriptions is GET /api/subscriptions: the signed-in user's, or those of a manage link's address (token). */
export async function listSubscriptions(token: string | null, signal?: AbortSignal) {
  return listSchema.parse(await api.get(withToken('/api/subscriptions', token), { signal }))
}

/** removeSubscription is DELETE /api/subscriptions/{id}. */
export async function removeSubscription(id: string, token: string | null): Promise<void> {
  await api.delete(withToken(`/api/subscriptions/${encodeURIComponent(id)}`, token))
}

/** SubscribeBody is a follow or an area alert: a visitor gives an email and the language of its emails. */
export type SubscribeBody = { email?: string; language?: string; neighborhood?: string }

/** subscribed says how a subscription request ended: active at once (signed in) or waiting for its emailed link. */
export type Subscribed = 'active' | 'confirmation_sent'

function subscribedFrom(answer: unknown): Subscribed {
  return z.object({ status: z.optional(z.string()) }).parse(answer).status === 'confirmation_sent' ? 'confirmation_sent' : 'active'
}

/** followReport is POST /api/reports/{id}/follow. */
export async function followReport(id: string, body: SubscribeBody): Promise<Subscribed> {
  return subscribedFrom(await api.post(`/api/reports/${encodeURIComponent(id)}/follow`, body))
}

/** subscribeArea is POST /api/area-alerts: a neighbourhood's id, or '' for the city. */
export async function subscribeArea(body: SubscribeBody): Promise<Subscribed> {
  return subscribedFrom(await api.post('/api/area-alerts', body))
}
