import { lazyPart } from '@/lib/hydration'
import { apartFromLoad } from '@/lib/render-tasks'

/**
 * AuthForms, loaded on first use: the forms (react-hook-form, zod) stay out
 * of the bundle every page loads. Render it inside a Suspense boundary.
 */
export const AuthForms = lazyPart(async () => {
  const { AuthForms: component } = await apartFromLoad(() => import('./auth-forms'))()
  return { default: component }
})
