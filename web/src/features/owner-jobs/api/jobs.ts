import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { jobKeys } from './query-keys'

// Job ids are 64-bit integers on the server; kept as text here (links, keys).
const jobId = z.union([z.number(), z.string()])

const countSchema = z.object({ kind: z.string(), state: z.string(), count: z.number() })

const jobErrorSchema = z.object({ at: z.string(), attempt: z.number(), error: z.string() })

const jobSchema = z.object({
  id: jobId,
  kind: z.string(),
  state: z.string(),
  attempt: z.number(),
  max_attempts: z.number(),
  queue: z.optional(z.string()),
  created_at: z.string(),
  scheduled_at: z.optional(z.nullable(z.string())),
  finalized_at: z.optional(z.nullable(z.string())),
  // An empty list may come as null.
  errors: z.optional(z.nullable(z.array(jobErrorSchema))),
})

const overviewSchema = z.object({
  counts: z.nullable(z.array(countSchema)),
  jobs: z.nullable(z.array(jobSchema)),
})

export type JobCount = z.infer<typeof countSchema>
export type JobError = z.infer<typeof jobErrorSchema>
export type Job = Omit<z.infer<typeof jobSchema>, 'id' | 'errors'> & { id: string; errors: JobError[] }
export type JobsOverview = { counts: JobCount[]; jobs: Job[] }

/**
 * getJobs is GET /api/owner/jobs: how many jobs of each kind are in each
 * state, and the latest 100 jobs that have not completed, newest first.
 */
export async function getJobs(signal?: AbortSignal): Promise<JobsOverview> {
  const data = overviewSchema.parse(await api.get('/api/owner/jobs', { signal }))
  return {
    counts: data.counts ?? [],
    jobs: (data.jobs ?? []).map((job) => ({ ...job, id: String(job.id), errors: job.errors ?? [] })),
  }
}

/** refreshMs is how often the page asks again while it is open. */
export const refreshMs = 10_000

export function jobsQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.overview(),
    queryFn: ({ signal }) => getJobs(signal),
    refetchInterval: refreshMs,
  })
}

/** useJobs is the jobs overview, asked again every 10 seconds while the page is open. */
export function useJobs() {
  return useQuery(jobsQueryOptions())
}

/** postRetry is POST /api/owner/jobs/{id}/retry (204): the job runs again now. */
export async function postRetry(id: string): Promise<void> {
  await api.post(`/api/owner/jobs/${encodeURIComponent(id)}/retry`, {})
}

/** useRetryJob retries a job now; the overview is asked again whatever the outcome. */
export function useRetryJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.overview() }),
  })
}
