import { lazyPart } from '@/lib/hydration'

/**
 * AuthForms, loaded on first use: the forms (react-hook-form, zod) stay out
 * of the bundle every page loads. Render it inside a Suspense boundary.
 */
export const AuthForms = lazyPart(async () => {
  const { AuthForms: component } = await import('./auth-forms')
  return { default: component }
})
