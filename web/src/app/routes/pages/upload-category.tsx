// /dashboard/upload/{category}: the types of one category.
export { UploadCategoryPage } from '@/features/reports'
