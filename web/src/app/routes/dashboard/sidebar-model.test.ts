import { afterEach, describe, expect, it } from 'vitest'

import type { Role } from '@/features/auth'
import { flagIds } from '@/features/flags'

import { sidebarSections, visibleSections } from './sidebar-model'

// Every navigation flag the product seeds.
const navFlags = flagIds.filter((id) => id.startsWith('nav_'))

const allOn = Object.fromEntries(navFlags.map((id) => [id, true]))
// The reporter admin's bulk tools have no flag: every reporter admin sees them in the sidebar.
const adminTools = ['reports-management', 'admin-reports', 'screening-guidelines', 'social-media-testing', 'reply-templates']
const ownerItems = ['owner-home', 'users', 'neighbors', 'departments', 'analytics', 'role-management', 'photo-editor', 'jobs', 'owner-reply-templates', 'investors', 'api-keys', 'chat-resources']

// docs/PRODUCT.md §2: which items each single role sees with every flag on, and the flag of each item.
const expected: Record<Role, Record<string, string>> = {
  reporter: { 'reporter-home': 'nav_reporter_home', upload: 'nav_reporter_upload', violations: 'nav_reporter_violations' },
  reporter_admin: {
    'admin-dashboard': 'nav_admin_dashboard',
    screening: 'nav_admin_screening',
    'all-violations': 'nav_admin_all_violations',
  },
  reviewer: { 'review-dashboard': 'nav_reviewer_dashboard', pending: 'nav_reviewer_pending' },
  reviewer_admin: {
    'review-dashboard': 'nav_reviewer_dashboard',
    pending: 'nav_reviewer_pending',
    'review-admin-home': 'nav_reviewer_admin_home',
    'review-admin-dashboard': 'nav_reviewer_admin_dashboard',
  },
  owner: {},
}

const itemIds = (roles: Role[], flags: Record<string, boolean>) =>
  visibleSections(roles, flags).flatMap((section) => section.items.map((item) => item.id))

afterEach(() => window.sessionStorage.clear())

describe('sidebar visibility (roles × flags)', () => {
  for (const role of Object.keys(expected) as Role[]) {
    const flagged = Object.keys(expected[role])
    const always = role === 'owner' ? ownerItems : role === 'reporter_admin' ? adminTools : role === 'reviewer_admin' ? ['review-admin-reply-templates'] : []

    it(`${role}: every item of its sections with every flag on`, () => {
      expect(itemIds([role], allOn).sort()).toEqual([...flagged, ...always].sort())
    })

    for (const flag of navFlags) {
      it(`${role}: ${flag} off hides exactly its own item`, () => {
        const hidden = flagged.filter((id) => expected[role][id] === flag)
        const want = [...flagged.filter((id) => !hidden.includes(id)), ...always].sort()
        expect(itemIds([role], { ...allOn, [flag]: false }).sort()).toEqual(want)
      })
    }

    it(`${role}: with every flag off (or unknown) only unflagged items remain`, () => {
      expect(itemIds([role], {}).sort()).toEqual([...always].sort())
    })
  }

  it('a user without roles counts as reporter', () => {
    expect(itemIds([], allOn)).toEqual(['reporter-home', 'upload', 'violations'])
  })

  it('a user with several roles sees each role’s sections once, in table order', () => {
    const sections = visibleSections(['owner', 'reviewer_admin', 'reporter'], allOn).map((s) => s.id)
    expect(sections).toEqual(['reporter', 'reviewer', 'reviewer-admin', 'owner'])
  })

  it('drops a section whose items are all off, but keeps System Owner for its Documentation group', () => {
    expect(visibleSections(['reporter'], { ...allOn, nav_reporter_home: false, nav_reporter_upload: false, nav_reporter_violations: false })).toEqual([])
    expect(visibleSections(['owner'], {}).map((s) => [s.id, s.docs])).toEqual([['owner', true]])
  })

  it('links Screening and Pending to the last id remembered in this tab', () => {
    const href = (id: string) => sidebarSections.flatMap((s) => s.items).find((item) => item.id === id)?.href()
    expect(href('screening')).toBe('/dashboard/admin/screening')
    window.sessionStorage.setItem('vecino.lastScreeningId', 'r-42')
    window.sessionStorage.setItem('vecino.lastPendingId', 'r-7')
    expect(href('screening')).toBe('/dashboard/admin/screening?id=r-42')
    expect(href('pending')).toBe('/dashboard/review/pending?id=r-7')
  })
})
