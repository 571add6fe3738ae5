import type { RouteObject } from 'react-router-dom'

import { paths } from '@/config/paths'

import { LangLayout } from './lang-layout'
import { HeaderOnlyLayout, PublicLayout } from './layouts'
import { ArticlePage, AuthPage, DeckPage, HomePage, ImagePage, NotFoundPage, RenterChatTypePage } from './pages/lazy'
import { page } from './route-kit'
import { staticRoute } from './static-route'

const p = paths.lang

/** publicRoutes are the /en and /es pages of spec §2. */
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
            staticRoute(p.landing.path, 'pages.landing.title', 'pages.landing.description'),
            staticRoute(p.about.path, 'pages.about.title', 'pages.about.description'),
            staticRoute(p.government.path, 'pages.government.title', 'pages.government.description'),
            staticRoute(p.map.path, 'pages.map.title', 'pages.map.description'),
            { path: p.image.path, element: page(<ImagePage />) },
            { path: p.auth.path, element: page(<AuthPage />) },
            staticRoute(p.login.path, 'pages.login.title', 'pages.login.description'),
            staticRoute(p.register.path, 'pages.register.title', 'pages.register.description'),
            staticRoute(p.approved.path, 'pages.approvedList.title', 'pages.approvedList.description'),
            staticRoute(p.approvedDetail.path, 'pages.approvedDetail.title', 'pages.approvedDetail.description'),
            staticRoute(p.blog.path, 'pages.blog.title', 'pages.blog.description'),
            staticRoute(p.blogPost.path, 'pages.blogPost.title'),
            { path: p.notFound.path, element: page(<NotFoundPage />) },
          ],
        },
        {
          element: <HeaderOnlyLayout />,
          children: [
            staticRoute(p.renterChat.path, 'pages.renterChat.title', 'pages.renterChat.description'),
            { path: p.renterChatType.path, element: page(<RenterChatTypePage />) },
          ],
        },
        // No shell: the deck (English only) and the three fixed articles.
        { path: p.deck.path, element: page(<DeckPage />) },
        article(p.articleParking.path, 'parkingInBikeLanes'),
        article(p.articleCopyCat.path, 'blockedBikeLanesCopyCat'),
        article(p.articleCouncil.path, 'councilInboxOrganization'),
      ],
    },
  ]
}

type ArticleId = 'parkingInBikeLanes' | 'blockedBikeLanesCopyCat' | 'councilInboxOrganization'

function article(path: string, id: ArticleId): RouteObject {
  return {
    path,
    element: page(<ArticlePage titleKey={`pages.articles.${id}.title`} descriptionKey={`pages.articles.${id}.description`} />),
  }
}
