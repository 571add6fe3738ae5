import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { departmentKeys } from './query-keys'

const open311Schema = z.object({
  base_url: z.string(),
  api_key_set: z.boolean(),
  jurisdiction_id: z.string(),
  service_codes: z.nullable(z.record(z.string(), z.string())),
})

const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  emails: z.nullable(z.array(z.string())),
  language: z.string(),
  is_default: z.boolean(),
  open311: z.nullable(open311Schema),
})

const ruleSchema = z.object({
  id: z.string(),
  category: z.string(),
  type: z.string(),
  neighborhood_id: z.nullable(z.string()),
  department_id: z.string(),
})

const viewSchema = z.object({ departments: z.array(departmentSchema), rules: z.array(ruleSchema) })

export type Department = z.infer<typeof departmentSchema>
export type RoutingRule = z.infer<typeof ruleSchema>

/** DepartmentInput is what the form sends: an empty api_key keeps the stored one. */
export type DepartmentInput = {
  name: string
  emails: string[]
  language: string
  is_default: boolean
  open311: { base_url: string; api_key: string; jurisdiction_id: string; service_codes: Record<string, string> } | null
}

export type RuleInput = { category: string; type: string; neighborhood_id: string | null; department_id: string }

/** getDepartments is GET /api/owner/departments: every department and routing rule. */
export async function getDepartments(signal?: AbortSignal) {
  return viewSchema.parse(await api.get('/api/owner/departments', { signal }))
}

export function useDepartments() {
  return useQuery({ queryKey: departmentKeys.list(), queryFn: ({ signal }) => getDepartments(signal) })
}

function useChange<T>(fn: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.list() }) })
}

/** useSaveDepartment creates (no id) or updates a department. */
export function useSaveDepartment() {
  return useChange(({ id, input }: { id?: string; input: DepartmentInput }) =>
    id ? api.put(`/api/owner/departments/${encodeURIComponent(id)}`, input) : api.post('/api/owner/departments', input),
  )
}

export function useDeleteDepartment() {
  return useChange((id: string) => api.delete(`/api/owner/departments/${encodeURIComponent(id)}`))
}

export function useCreateRule() {
  return useChange((input: RuleInput) => api.post('/api/owner/routing-rules', input))
}

export function useDeleteRule() {
  return useChange((id: string) => api.delete(`/api/owner/routing-rules/${encodeURIComponent(id)}`))
}

const routeTestSchema = z.object({ department: z.nullable(z.object({ id: z.string(), name: z.string() })), neighborhood_id: z.nullable(z.string()) })

export type RouteTestInput = { category: string; type: string; latitude: number | null; longitude: number | null }

/** useRouteTest asks "which department would get this?" (POST /api/owner/routing-test). */
export function useRouteTest() {
  return useMutation({ mutationFn: async (input: RouteTestInput) => routeTestSchema.parse(await api.post('/api/owner/routing-test', input)) })
}
