import { lazyNamed } from '../route-kit'

// Every page is its own chunk, loaded when its route is first shown.
export const StaticPage = lazyNamed(() => import('./static-page'), (m) => m.StaticPage)
// The public site (features/public-site): each page module is its own chunk.
export const HomePage = lazyNamed(() => import('@/features/public-site/pages/home'), (m) => m.HomePage)
export const LandingPage = lazyNamed(() => import('@/features/public-site/pages/landing'), (m) => m.LandingPage)
export const AboutPage = lazyNamed(() => import('@/features/public-site/pages/about'), (m) => m.AboutPage)
export const LockoutPage = lazyNamed(() => import('@/features/public-site/pages/lockout'), (m) => m.LockoutPage)
export const GovernmentPage = lazyNamed(() => import('@/features/public-site/pages/government'), (m) => m.GovernmentPage)
export const ImagePage = lazyNamed(() => import('@/features/public-site/pages/image'), (m) => m.ImagePage)
export const BlogPage = lazyNamed(() => import('@/features/public-site/pages/blog'), (m) => m.BlogPage)
export const BlogPostPage = lazyNamed(() => import('@/features/public-site/pages/blog-post'), (m) => m.BlogPostPage)
export const ArticlePage = lazyNamed(() => import('@/features/public-site/pages/article'), (m) => m.ArticlePage)
export const DeckPage = lazyNamed(() => import('@/features/public-site/deck/deck-page'), (m) => m.DeckPage)
export const DepartmentUpdatePage = lazyNamed(() => import('@/features/departments/pages/update-page'), (m) => m.DepartmentUpdatePage)
export const AuthPage = lazyNamed(() => import('./auth'), (m) => m.AuthPage)
export const NotFoundPage = lazyNamed(() => import('@/features/public-site/pages/not-found'), (m) => m.NotFoundPage)
export const RenterChatTypePage = lazyNamed(() => import('./renter-chat-type'), (m) => m.RenterChatTypePage)
export const RenterChatSelectionPage = lazyNamed(() => import('./renter-chat-type'), (m) => m.RenterChatSelectionPage)
export const RenterAgentsPage = lazyNamed(() => import('./renter-chat-type'), (m) => m.RenterAgentsPage)
export const UploadPage = lazyNamed(() => import('./upload'), (m) => m.UploadPage)
export const UploadCategoryPage = lazyNamed(() => import('./upload-category'), (m) => m.UploadCategoryPage)
export const UploadTypePage = lazyNamed(() => import('./upload-type'), (m) => m.UploadTypePage)
export const BikeLanePage = lazyNamed(() => import('./bike-lane'), (m) => m.BikeLanePage)
export const MyViolationsPage = lazyNamed(() => import('./my-violations'), (m) => m.MyViolationsPage)
// The public record (features/public-record): its pages share one chunk.
const publicRecord = () => import('./public-record')
export const ApprovedListPage = lazyNamed(publicRecord, (m) => m.ApprovedListPage)
export const ApprovedDetailPage = lazyNamed(publicRecord, (m) => m.ApprovedDetailPage)
export const PublicMapPage = lazyNamed(publicRecord, (m) => m.PublicMapPage)
export const SubscriptionsPage = lazyNamed(publicRecord, (m) => m.SubscriptionsPage)
// The review feature's pages for the reporter (through ./review, in the staff pages' chunk).
export const ApprovedViolationPage = lazyNamed(() => import('./review'), (m) => m.ApprovedViolationRoute)
export const MyReportPage = lazyNamed(() => import('./review'), (m) => m.MyReportRoute)
// The dashboard's own pages (../dashboard/pages) and the settings feature's.
export const DashboardHomePage = lazyNamed(() => import('../dashboard/pages/home'), (m) => m.DashboardHomePage)
export const DashboardNotFoundPage = lazyNamed(() => import('../dashboard/pages/not-found'), (m) => m.DashboardNotFoundPage)
export const SettingsPage = lazyNamed(() => import('@/features/settings/pages'), (m) => m.SettingsPage)
