import { lazy } from 'react'

import { apartFromLoad } from '@/lib/render-tasks'

/**
 * AuthForms, loaded on first use: the forms (react-hook-form, zod) stay out
 * of the bundle every page loads. Render it inside a Suspense boundary.
 */
export const AuthForms = lazy(async () => {
  const { AuthForms: component } = await apartFromLoad(() => import('./auth-forms'))()
  return { default: component }
})
