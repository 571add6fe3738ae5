import type { Language } from './languages'

/**
 * paths names every route of the app: `path` is the router pattern and
 * `getHref` builds a link. Components link through these, never through
 * URL string literals.
 */
type Route<A extends unknown[] = []> = { path: string; getHref: (...args: A) => string }

const fixed = (path: string): Route => ({ path, getHref: () => path })

const lang = (segment = ''): Route<[Language]> => ({
  path: segment ? `/:lang/${segment}` : '/:lang',
  getHref: (lng) => (segment ? `/${lng}/${segment}` : `/${lng}`),
})

const dash = (segment: string): Route => fixed(`/dashboard/${segment}`)

/** withQuery appends the non-empty query parameters to path. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

export const paths = {
  root: fixed('/'),
  home: fixed('/home'),
  mark: fixed('/mark'),
  upload: fixed('/upload'),
  auth: fixed('/auth'),
  catchAll: fixed('*'),

  lang: {
    root: lang(),
    landing: lang('landing'),
    about: lang('about'),
    lockout: lang('lockout'),
    government: lang('government'),
    map: lang('map'),
    image: lang('image'),
    deck: lang('deck'),
    renterChat: lang('chat/renter-protection'),
    renterChatType: {
      path: '/:lang/chat/renter-protection/:type',
      getHref: (lng: Language, type: string) => `/${lng}/chat/renter-protection/${type}`,
    },
    auth: {
      path: '/:lang/auth',
      getHref: (lng: Language, query: { signup?: boolean; type?: 'recovery' } = {}) =>
        withQuery(`/${lng}/auth`, { signup: query.signup ? 'true' : undefined, type: query.type }),
    },
    login: lang('login'),
    register: lang('register'),
    approved: lang('public/violations/approved'),
    approvedDetail: {
      path: '/:lang/public/violations/approved/:id',
      getHref: (lng: Language, id: string) => `/${lng}/public/violations/approved/${id}`,
    },
    /** subscriptions is where the links of subscription emails lead (?type=confirm|unsubscribe|manage|fixed&token=…). */
    subscriptions: lang('subscriptions'),
    blog: lang('blog'),
    /** departmentUpdate is a department's page for one delivered report, opened from the signed link of its email. */
    departmentUpdate: {
      path: '/:lang/department-update/:id',
      getHref: (lng: Language, id: string, sig: string) => `/${lng}/department-update/${id}?sig=${encodeURIComponent(sig)}`,
    },
    blogPost: { path: '/:lang/blog/:id', getHref: (lng: Language, id: string) => `/${lng}/blog/${id}` },
    articleParking: lang('blog/parking-in-bike-lanes'),
    articleCopyCat: lang('blog/blocked-bike-lanes-copy-cat'),
    articleCouncil: lang('blog/council-inbox-organization'),
    notFound: lang('404'),
  },

  dashboard: {
    root: fixed('/dashboard'),
    upload: dash('upload'),
    bikeLane: dash('upload/bike-lane'),
    uploadCategory: {
      path: '/dashboard/upload/:category',
      getHref: (category: string) => `/dashboard/upload/${category}`,
    },
    uploadType: {
      path: '/dashboard/upload/:category/:type',
      getHref: (category: string, type: string) => `/dashboard/upload/${category}/${type}`,
    },
    renterChat: dash('chat/renter-protection'),
    renterChatType: {
      path: '/dashboard/chat/renter-protection/:type',
      getHref: (type: string) => `/dashboard/chat/renter-protection/${type}`,
    },
    violations: {
      path: '/dashboard/violations',
      getHref: (query: { status?: string; highlight?: string } = {}) => withQuery('/dashboard/violations', query),
    },
    myViolation: {
      path: '/dashboard/violations/:id',
      getHref: (id: string) => `/dashboard/violations/${id}`,
    },
    settings: dash('settings'),
    /** photo is the photo editor of one photo (staff). */
    photo: {
      path: '/dashboard/photos/:id',
      getHref: (id: string) => `/dashboard/photos/${id}`,
    },
    agents: dash('agents'),
    approvedViolation: {
      path: '/dashboard/violations/approved/:id',
      getHref: (id: string) => `/dashboard/violations/approved/${id}`,
    },
    admin: {
      root: dash('admin'),
      dashboard: dash('admin/dashboard'),
      reports: dash('admin/reports'),
      reportsManagement: dash('admin/reports-management'),
      screening: {
        path: '/dashboard/admin/screening',
        getHref: (id?: string) => withQuery('/dashboard/admin/screening', { id }),
      },
      allViolations: {
        path: '/dashboard/admin/all-violations',
        /** reporter lists one user's reports (the owner's users page links here). */
        getHref: (query?: { reporter?: string }) => withQuery('/dashboard/admin/all-violations', { reporter: query?.reporter }),
      },
      violation: {
        path: '/dashboard/admin/all-violations/:id',
        getHref: (id: string) => `/dashboard/admin/all-violations/${id}`,
      },
      documentation: dash('admin/documentation'),
      socialMediaTesting: dash('admin/social-media-testing'),
    },
    reporter: { root: dash('reporter') },
    /** replyTemplates is where admins write the replies staff put into a rejection's note. */
    replyTemplates: dash('reply-templates'),
    review: {
      root: dash('review'),
      dashboard: dash('review/dashboard'),
      pending: {
        path: '/dashboard/review/pending',
        getHref: (id?: string) => withQuery('/dashboard/review/pending', { id }),
      },
    },
    reviewAdmin: {
      root: dash('review-admin'),
      dashboard: dash('review-admin/dashboard'),
      approved: dash('review-admin/approved'),
    },
    owner: {
      root: dash('owner'),
      analytics: dash('owner/analytics'),
      documentation: dash('owner/documentation'),
      featureFlagsDocs: dash('owner/documentation/feature-flags'),
      featureFlags: dash('owner/feature-flags'),
      neighbors: dash('owner/neighbors'),
      /** departments is who fixes what: departments, routing rules, the route tester. */
      departments: dash('owner/departments'),
      photoEditor: dash('owner/photo-editor'),
      roleManagement: {
        path: '/dashboard/owner/role-management',
        /** user preselects a user by email (the users page links here). */
        getHref: (user?: string) => withQuery('/dashboard/owner/role-management', { user }),
      },
      users: dash('owner/users'),
      investors: dash('owner/investors'),
      apiKeys: dash('owner/api-keys'),
      chatResources: dash('owner/chat-resources'),
      /** jobs is the background jobs (photo processing …): counts, failures, retries. */
      jobs: dash('owner/jobs'),
    },
  },

  /** legacyPrefixes are the old unprefixed authenticated areas; /x/… redirects to /dashboard/x/…. */
  legacyPrefixes: ['violations', 'settings', 'admin', 'review', 'review-admin', 'owner'] as const,
} as const

/**
 * legacyPublicPaths are the language pages without their prefix (/about,
 * /map, /blog/:id …): old links that redirect to /{lang}/…. /auth has its own
 * redirect and the language root is /.
 */
export function legacyPublicPaths(): string[] {
  return Object.values(paths.lang)
    .map((route) => route.path.replace(/^\/:lang/, ''))
    .filter((path) => path !== '' && path !== paths.auth.path)
}

/**
 * routePatterns lists every path the app's router answers with a page or a
 * redirect. The build writes it to routes.json so that the server answers
 * HTTP 404 for any other path (while still serving the app, which shows its
 * not-found page).
 */
export function routePatterns(): string[] {
  const out = new Set<string>()
  const walk = (node: object) => {
    for (const value of Object.values(node) as unknown[]) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue
      const path: unknown = (value as { path?: unknown }).path
      if (typeof path === 'string') {
        if (path !== paths.catchAll.path) out.add(path)
      } else walk(value)
    }
  }
  walk(paths)
  for (const prefix of paths.legacyPrefixes) out.add(`/${prefix}/*`)
  for (const path of legacyPublicPaths()) out.add(path)
  return [...out]
}

/** languagePrefixed swaps the language prefix of pathname, or returns null when it has none. */
export function languagePrefixed(pathname: string, lng: Language): string | null {
  const match = /^\/(en|es)(\/.*)?$/.exec(pathname)
  if (!match) return null
  return `/${lng}${match[2] ?? ''}`
}
