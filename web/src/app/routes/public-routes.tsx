import type { RouteObject } from 'react-router-dom'

import { paths } from '@/config/paths'

import { LangLayout, LangUnknownPath } from './lang-layout'
import { HeaderOnlyLayout, PublicLayout } from './layouts'
import {
  AboutPage,
  ApprovedDetailPage,
  ApprovedListPage,
  ArticlePage,
  AuthPage,
  BlogPage,
  BlogPostPage,
  DeckPage,
  DepartmentUpdatePage,
  GovernmentPage,
  HomePage,
  ImagePage,
  LandingPage,
  LockoutPage,
  NotFoundPage,
  PublicMapPage,
  RenterChatSelectionPage,
  RenterChatTypePage,
  SubscriptionsPage,
} from './pages/lazy'
import { page, pageRoute } from './route-kit'

const p = paths.lang

/** publicRoutes are the /en and /es pages of docs/PRODUCT.md §2. */
export function publicRoutes(): RouteObject[] {
  return [
    {
      path: p.root.path,
      element: <LangLayout />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: page(<HomePage />) },
            { path: p.landing.path, element: page(<LandingPage />) },
            { path: p.about.path, element: page(<AboutPage />) },
            { path: p.lockout.path, element: page(<LockoutPage />) },
            { path: p.government.path, element: page(<GovernmentPage />) },
            pageRoute(p.map.path, 'pages.map.title', <PublicMapPage />),
            { path: p.image.path, element: page(<ImagePage />) },
            { path: p.auth.path, element: page(<AuthPage />) },
            { path: p.login.path, element: page(<AuthPage />) },
            { path: p.register.path, element: page(<AuthPage defaultMode="signUp" />) },
            pageRoute(p.approved.path, 'pages.approvedList.title', <ApprovedListPage />),
            pageRoute(p.approvedDetail.path, 'pages.approvedDetail.title', <ApprovedDetailPage />),
            { path: p.departmentUpdate.path, element: page(<DepartmentUpdatePage />) },
            { path: p.subscriptions.path, element: page(<SubscriptionsPage />) },
            { path: p.blog.path, element: page(<BlogPage />) },
            { path: p.blogPost.path, element: page(<BlogPostPage />) },
            { path: p.notFound.path, element: page(<NotFoundPage />) },
          ],
        },
        {
          element: <HeaderOnlyLayout />,
          children: [
            { path: p.renterChat.path, element: page(<RenterChatSelectionPage variant="public" />) },
            { path: p.renterChatType.path, element: page(<RenterChatTypePage />) },
          ],
        },
        // No shell: the deck (English only) and the three fixed articles.
        { path: p.deck.path, element: page(<DeckPage />) },
        article(p.articleParking.path, 'parkingInBikeLanes'),
        article(p.articleCopyCat.path, 'blockedBikeLanesCopyCat'),
        article(p.articleCouncil.path, 'councilInboxOrganization'),
        { path: '*', element: <LangUnknownPath /> },
      ],
    },
  ]
}

type ArticleId = 'parkingInBikeLanes' | 'blockedBikeLanesCopyCat' | 'councilInboxOrganization'

function article(path: string, id: ArticleId): RouteObject {
  return {
    path,
    element: page(<ArticlePage id={id} />),
  }
}
