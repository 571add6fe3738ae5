import { useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { StaffReport } from '../api/schemas'
import { PhotoCheckStepContext } from '../hooks/use-photo-check-step'
import { useReviewShortcuts } from '../hooks/use-review-shortcuts'
import { useNeedsPhotoCheck } from '../lib/photo-check'
import { DuplicateHints } from './duplicate-hints'
import { PhotoCheck } from './photo-check'
import { PhotoGallery } from './photo-gallery'
import { DeliveriesSection } from './report-deliveries'
import { ReportDetails } from './report-details'
import { NoteForm } from './note-form'
import { ReportHistory } from './report-history'
import { ReportLocation } from './report-location'
import { Section } from './section'

type Props = {
  report: StaffReport
  roles: readonly string[]
  /** actions are the moves the user may make (omitted on read-only pages). */
  actions?: ReactNode
  /** staff see the history with names and the duplicate hints. */
  staff: boolean
  /** history shows the status history to a non-staff viewer too (the reporter, without names). */
  history?: boolean
  /** shortcuts: p opens the photo check (the queue pages; lib/shortcuts.ts). */
  shortcuts?: boolean
}

/**
 * ReportReview lays out everything staff need to decide on a report: photos
 * (for a report that will be public, the photo check step that approval
 * needs), map, details, actions, duplicates, history.
 */
export function ReportReview({ report, roles, actions, staff, history = staff, shortcuts = false }: Props) {
  const { t } = useTranslation('review')
  const needsCheck = useNeedsPhotoCheck(report)
  const checkStep = staff && needsCheck
  const [refusals, setRefusals] = useState(0)
  const openPhotos = useRef<(() => void) | null>(null)
  useReviewShortcuts(shortcuts && checkStep ? { photos: () => openPhotos.current?.() } : {})
  const step = useMemo(() => (checkStep ? { refused: () => setRefusals((n) => n + 1) } : null), [checkStep])
  return (
    <PhotoCheckStepContext.Provider value={step}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-8">
          {checkStep ? (
            <PhotoCheck report={report} refusals={refusals} openerRef={openPhotos} />
          ) : (
            <Section title={t('sections.photos')}>
              <PhotoGallery photos={report.photos} editable={staff} />
            </Section>
          )}
          <Section title={t('sections.location')}>
            <ReportLocation
              id={report.id}
              latitude={report.latitude}
              longitude={report.longitude}
              address={report.address || null}
              placeable={staff && report.category !== 'renter-protection'}
            />
          </Section>
        </div>
        <div className="space-y-8">
          {actions ? <Section title={t('sections.actions')}>{actions}</Section> : null}
          <Section title={t('sections.details')}>
            <ReportDetails report={report} />
          </Section>
          {staff ? (
            <Section title={t('sections.duplicates')}>
              <DuplicateHints report={report} roles={roles} />
            </Section>
          ) : null}
          {staff ? <DeliveriesSection id={report.id} status={report.status} roles={roles} /> : null}
          {history ? (
            <Section title={t('sections.history')}>
              <div className="space-y-4">
                <ReportHistory id={report.id} />
                {staff ? <NoteForm id={report.id} /> : null}
              </div>
            </Section>
          ) : null}
        </div>
      </div>
    </PhotoCheckStepContext.Provider>
  )
}
