import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import type { Language } from '@/config/languages'
import { api } from '@/lib/api-client'

import { chatKeys } from './query-keys'

const assistantSchema = z.object({ type: z.string(), title: z.string(), description: z.string() })

const stepSchema = z.object({
  id: z.string(),
  kind: z.enum(['choice', 'multi', 'text', 'date', 'info']),
  prompt: z.string(),
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string(), next: z.optional(z.string()) }))),
  next: z.optional(z.string()),
  optional: z.optional(z.boolean()),
  field: z.optional(z.string()),
  max: z.optional(z.number()),
})

const resourceSchema = z.object({
  name: z.string(),
  description: z.string(),
  phone: z.optional(z.string()),
  web: z.optional(z.string()),
  languages: z.array(z.string()),
})

const scriptSchema = z.object({
  type: z.string(),
  lang: z.string(),
  title: z.string(),
  description: z.string(),
  disclaimer: z.string(),
  rights: z.array(z.string()),
  start: z.string(),
  steps: z.array(stepSchema),
  next_steps: z.array(z.string()),
  resources: z.array(resourceSchema),
})

const draftSchema = z.object({
  category: z.string(),
  type: z.string(),
  building_address: z.string(),
  unit: z.string(),
  landlord_name: z.string(),
  started_at: z.string(),
  description: z.string(),
  letter: z.string(),
})

const answerSchema = z.object({ answer: z.string(), source: z.enum(['assistant', 'fixed']) })

export type Assistant = z.infer<typeof assistantSchema>
export type Step = z.infer<typeof stepSchema>
export type Resource = z.infer<typeof resourceSchema>
export type Script = z.infer<typeof scriptSchema>
export type Draft = z.infer<typeof draftSchema>
export type Answers = Record<string, string[]>

const base = '/api/chat/renter-protection/'

export const assistantsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: chatKeys.assistants(lang),
    queryFn: async ({ signal }) => z.array(assistantSchema).parse(await api.get(`/api/chat/assistants?lang=${lang}`, { signal })),
    staleTime: Infinity,
  })

export const scriptQueryOptions = (type: string, lang: Language) =>
  queryOptions({
    queryKey: chatKeys.script(type, lang),
    queryFn: async ({ signal }) => scriptSchema.parse(await api.get(`${base}${encodeURIComponent(type)}?lang=${lang}`, { signal })),
    staleTime: Infinity,
  })

/** useAssistants lists one assistant per renter-protection type. */
export function useAssistants(lang: Language) {
  return useQuery(assistantsQueryOptions(lang))
}

/** useScript loads one type's conversation in lang. */
export function useScript(type: string, lang: Language) {
  return useQuery(scriptQueryOptions(type, lang))
}

/** useDraft writes the report draft and the letter from finished answers (nothing is stored). */
export function useDraft(type: string, lang: Language) {
  return useMutation({
    mutationFn: async (answers: Answers) => draftSchema.parse(await api.post(`${base}${encodeURIComponent(type)}/draft?lang=${lang}`, { answers })),
  })
}

/** useAsk sends a free question; without an assistant endpoint the answer is fixed. */
export function useAsk(type: string, lang: Language) {
  return useMutation({
    mutationFn: async (question: string) =>
      answerSchema.parse(await api.post(`${base}${encodeURIComponent(type)}/questions?lang=${lang}`, { question })),
  })
}
