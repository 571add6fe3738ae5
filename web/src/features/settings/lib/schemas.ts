import * as z from 'zod'

import { languages } from '@/config/languages'

// Client checks mirror the server's (internal/auth/validate.go); each message
// is the server's field code, so one table translates both.
const nameMax = 100
const passwordMin = 10
const passwordMax = 256

// The server counts code points (Go runes), not UTF-16 units.
const runes = (value: string) => Array.from(value).length

const name = z.string().trim().min(1, 'required').refine((value) => runes(value) <= nameMax, 'too_long')

export const profileSchema = z.object({ first_name: name, last_name: name })

export const languageSchema = z.object({ preferred_language: z.enum(languages, 'invalid_format') })

export const passwordSchema = z.object({
  // The current password is checked by the server only: the rules may have changed since it was set.
  current_password: z.string().min(1, 'required'),
  password: z
    .string()
    .min(1, 'required')
    .refine((value) => runes(value) >= passwordMin, 'too_short')
    .refine((value) => runes(value) <= passwordMax, 'too_long'),
})

export type ProfileValues = z.infer<typeof profileSchema>
export type LanguageValues = z.infer<typeof languageSchema>
export type PasswordValues = z.infer<typeof passwordSchema>
