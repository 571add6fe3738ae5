import type { ParseKeys } from 'i18next'
import {
  BarChart3,
  BookOpen,
  Bot,
  Building2,
  ClipboardCheck,
  Cog,
  Eye,
  FileStack,
  Home,
  ImageIcon,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  type LucideIcon,
  MapIcon,
  MessageCircle,
  MessageSquareText,
  Share2,
  ShieldCheck,
  Upload,
  UserCog,
  Users,
  WalletCards,
} from 'lucide-react'

import { paths } from '@/config/paths'
import { lastPendingIdKey, lastScreeningIdKey, readSessionValue } from '@/config/review-session'
import { reviewerRoles } from '@/lib/reviewer-powers'
import { hasAnyRole, type Role } from '@/features/auth'
import type { FlagId, FlagMap } from '@/features/flags'

type ShellKey = ParseKeys<'shell'>

export type SidebarItem = {
  id: string
  labelKey: ShellKey
  icon: LucideIcon
  /** href is read at render time: Screening and Pending link to the last id remembered in this tab. */
  href: () => string
  /** flag hides the item while it is off for the user (docs/PRODUCT.md §2); owner items have none. */
  flag?: FlagId
  end?: boolean
}

export type SidebarSectionDef = {
  id: string
  titleKey: ShellKey
  roles: readonly Role[]
  items: readonly SidebarItem[]
  /** docs adds the collapsible Documentation group (System Owner). */
  docs?: boolean
}

const d = paths.dashboard
const fixed = (href: string) => () => href

/** sidebarSections is docs/PRODUCT.md §2's sidebar table: sections by role, items by flag. */
export const sidebarSections: readonly SidebarSectionDef[] = [
  {
    id: 'reporter',
    titleKey: 'sidebar.sections.reporter',
    roles: ['reporter'],
    items: [
      { id: 'reporter-home', labelKey: 'sidebar.nav.home', icon: Home, href: fixed(paths.home.getHref()), flag: 'nav_reporter_home' },
      { id: 'upload', labelKey: 'sidebar.nav.upload', icon: Upload, href: fixed(d.upload.getHref()), flag: 'nav_reporter_upload' },
      { id: 'violations', labelKey: 'sidebar.nav.violations', icon: FileStack, href: fixed(d.violations.getHref()), flag: 'nav_reporter_violations', end: true },
      { id: 'renter-chat', labelKey: 'sidebar.nav.renterChat', icon: MessageCircle, href: fixed(d.renterChat.getHref()), flag: 'renter_chat' },
      { id: 'agents', labelKey: 'sidebar.nav.agents', icon: Bot, href: fixed(d.agents.getHref()), flag: 'renter_chat' },
    ],
  },
  {
    id: 'reporter-admin',
    titleKey: 'sidebar.sections.reporterAdmin',
    roles: ['reporter_admin'],
    items: [
      { id: 'admin-dashboard', labelKey: 'sidebar.nav.dashboard', icon: LayoutDashboard, href: fixed(d.admin.dashboard.getHref()), flag: 'nav_admin_dashboard' },
      { id: 'screening', labelKey: 'sidebar.nav.screening', icon: Eye, href: () => d.admin.screening.getHref(readSessionValue(lastScreeningIdKey)), flag: 'nav_admin_screening' },
      { id: 'all-violations', labelKey: 'sidebar.nav.allViolations', icon: FileStack, href: fixed(d.admin.allViolations.getHref()), flag: 'nav_admin_all_violations' },
      // The bulk tools: no flag of their own, shown to every reporter admin (the only role their routes admit).
      { id: 'reports-management', labelKey: 'sidebar.nav.reportsManagement', icon: ListChecks, href: fixed(d.admin.reportsManagement.getHref()) },
      { id: 'admin-reports', labelKey: 'sidebar.nav.adminReports', icon: BarChart3, href: fixed(d.admin.reports.getHref()) },
      { id: 'screening-guidelines', labelKey: 'sidebar.nav.guidelines', icon: BookOpen, href: fixed(d.admin.documentation.getHref()) },
      { id: 'social-media-testing', labelKey: 'sidebar.nav.socialMediaTesting', icon: Share2, href: fixed(d.admin.socialMediaTesting.getHref()) },
      { id: 'reply-templates', labelKey: 'sidebar.nav.replyTemplates', icon: MessageSquareText, href: fixed(d.replyTemplates.getHref()) },
    ],
  },
  {
    id: 'reviewer',
    titleKey: 'sidebar.sections.reviewer',
    roles: reviewerRoles,
    items: [
      { id: 'review-dashboard', labelKey: 'sidebar.nav.dashboard', icon: LayoutDashboard, href: fixed(d.review.dashboard.getHref()), flag: 'nav_reviewer_dashboard' },
      { id: 'pending', labelKey: 'sidebar.nav.pending', icon: Inbox, href: () => d.review.pending.getHref(readSessionValue(lastPendingIdKey)), flag: 'nav_reviewer_pending' },
    ],
  },
  {
    id: 'reviewer-admin',
    titleKey: 'sidebar.sections.reviewerAdmin',
    roles: ['reviewer_admin'],
    items: [
      { id: 'review-admin-home', labelKey: 'sidebar.nav.reviewAdminHome', icon: ClipboardCheck, href: fixed(d.reviewAdmin.root.getHref()), flag: 'nav_reviewer_admin_home', end: true },
      { id: 'review-admin-dashboard', labelKey: 'sidebar.nav.dashboard', icon: LayoutDashboard, href: fixed(d.reviewAdmin.dashboard.getHref()), flag: 'nav_reviewer_admin_dashboard' },
      { id: 'review-admin-reply-templates', labelKey: 'sidebar.nav.replyTemplates', icon: MessageSquareText, href: fixed(d.replyTemplates.getHref()) },
    ],
  },
  {
    id: 'owner',
    titleKey: 'sidebar.sections.owner',
    roles: ['owner'],
    docs: true,
    items: [
      { id: 'owner-home', labelKey: 'sidebar.nav.ownerHome', icon: ShieldCheck, href: fixed(d.owner.root.getHref()), end: true },
      { id: 'users', labelKey: 'sidebar.nav.users', icon: Users, href: fixed(d.owner.users.getHref()) },
      { id: 'neighbors', labelKey: 'sidebar.nav.neighbors', icon: MapIcon, href: fixed(d.owner.neighbors.getHref()) },
      { id: 'departments', labelKey: 'sidebar.nav.departments', icon: Building2, href: fixed(d.owner.departments.getHref()) },
      { id: 'analytics', labelKey: 'sidebar.nav.analytics', icon: BarChart3, href: fixed(d.owner.analytics.getHref()) },
      { id: 'role-management', labelKey: 'sidebar.nav.roleManagement', icon: UserCog, href: fixed(d.owner.roleManagement.getHref()) },
      { id: 'photo-editor', labelKey: 'sidebar.nav.photoEditor', icon: ImageIcon, href: fixed(d.owner.photoEditor.getHref()) },
      { id: 'jobs', labelKey: 'sidebar.nav.jobs', icon: Cog, href: fixed(d.owner.jobs.getHref()) },
      { id: 'owner-reply-templates', labelKey: 'sidebar.nav.replyTemplates', icon: MessageSquareText, href: fixed(d.replyTemplates.getHref()) },
      { id: 'investors', labelKey: 'sidebar.nav.investors', icon: WalletCards, href: fixed(d.owner.investors.getHref()) },
      { id: 'api-keys', labelKey: 'sidebar.nav.apiKeys', icon: KeyRound, href: fixed(d.owner.apiKeys.getHref()) },
      { id: 'chat-resources', labelKey: 'sidebar.nav.chatResources', icon: LifeBuoy, href: fixed(d.owner.chatResources.getHref()) },
    ],
  },
]

/**
 * visibleSections keeps the sections for any of the user's roles (a user
 * without roles counts as reporter) and, in them, the items whose flag is on;
 * a section left with nothing to show is dropped.
 */
export function visibleSections(roles: readonly Role[], flags: FlagMap): SidebarSectionDef[] {
  const effective: readonly Role[] = roles.length > 0 ? roles : ['reporter']
  return sidebarSections
    .filter((section) => hasAnyRole(effective, section.roles))
    .map((section) => ({ ...section, items: section.items.filter((item) => !item.flag || flags[item.flag] === true) }))
    .filter((section) => section.items.length > 0 || section.docs === true)
}
