import { lazyNamed } from '../route-kit'

// Every page is its own chunk, loaded when its route is first shown.
export const StaticPage = lazyNamed(() => import('./static-page'), (m) => m.StaticPage)
export const HomePage = lazyNamed(() => import('./home'), (m) => m.HomePage)
export const ImagePage = lazyNamed(() => import('./image'), (m) => m.ImagePage)
export const DeckPage = lazyNamed(() => import('./deck'), (m) => m.DeckPage)
export const ArticlePage = lazyNamed(() => import('./article'), (m) => m.ArticlePage)
export const AuthPage = lazyNamed(() => import('./auth'), (m) => m.AuthPage)
export const NotFoundPage = lazyNamed(() => import('./not-found'), (m) => m.NotFoundPage)
export const RenterChatTypePage = lazyNamed(() => import('./renter-chat-type'), (m) => m.RenterChatTypePage)
export const UploadPage = lazyNamed(() => import('./upload'), (m) => m.UploadPage)
export const UploadCategoryPage = lazyNamed(() => import('./upload-category'), (m) => m.UploadCategoryPage)
export const UploadTypePage = lazyNamed(() => import('./upload-type'), (m) => m.UploadTypePage)
