import * as z from './json-shape'

/**
 * userSchema is the user object the API returns (sign-in, refresh, GET and
 * PATCH /api/me): one shape for the session and the settings pages.
 */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  full_name: z.optional(z.string()),
  preferred_language: z.optional(z.string()),
  roles: z.array(z.string()),
})

/** User is the signed-in user as the API describes them. */
export type User = {
  id: string
  email: string
  first_name?: string
  last_name?: string
  full_name?: string
  preferred_language?: string
  roles: string[]
}

/** parseUser validates a user body; it throws on a bad shape. */
export function parseUser(data: unknown): User {
  return userSchema.parse(data)
}
