import { useAuth } from '@/features/auth'
import { UploadPage as CategoriesPage } from '@/features/reports'

/** UploadPage is /dashboard/upload: the report categories, with those the user's roles may not file shown disabled. */
export function UploadPage() {
  const { roles } = useAuth()
  return <CategoriesPage roles={roles} />
}
