import * as z from 'zod'

import { languages } from '@/config/languages'

// Client checks mirror the server's rules (internal/auth/validate.go). Each
// message is the server's field code, so one table translates both.
export const passwordMin = 10
const passwordMax = 256
const nameMax = 100
const emailMax = 254

// The server counts code points (Go runes), not UTF-16 units, nor graphemes.
const runes = (value: string) => Array.from(value).length

const email = z
  .string()
  .trim()
  .min(1, 'required')
  .max(emailMax, 'too_long')
  .pipe(z.email('invalid_format'))

const newPassword = z
  .string()
  .min(1, 'required')
  .refine((value) => runes(value) >= passwordMin, 'too_short')
  .refine((value) => runes(value) <= passwordMax, 'too_long')

const name = z.string().trim().min(1, 'required').max(nameMax, 'too_long')

export const signInSchema = z.object({
  email,
  // Existing passwords are checked by the server only: the rules may have changed since.
  password: z.string().min(1, 'required'),
  remember_me: z.boolean(),
})

export const signUpSchema = z.object({
  email,
  password: newPassword,
  first_name: name,
  last_name: name,
  preferred_language: z.enum(languages, 'invalid_format'),
})

export const recoverySchema = z.object({ email })

export const resetSchema = z
  .object({ password: newPassword, confirm: z.string().min(1, 'required') })
  .refine((values) => values.password === values.confirm, { message: 'mismatch', path: ['confirm'] })

export type SignInValues = z.infer<typeof signInSchema>
export type SignUpValues = z.infer<typeof signUpSchema>
export type RecoveryValues = z.infer<typeof recoverySchema>
export type ResetValues = z.infer<typeof resetSchema>
