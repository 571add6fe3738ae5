import { cva, type VariantProps } from 'class-variance-authority'


import type { ReportStatus } from '@/lib/report-schema'

export const badgeVariants = cva('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      neutral: 'border-transparent bg-secondary text-secondary-foreground',
      outline: 'bg-background text-foreground',
      muted: 'bg-muted',
      primary: 'border-transparent bg-primary text-primary-foreground',
      soft: 'border-primary/30 bg-secondary text-secondary-foreground',
      accent: 'border-primary/30 bg-accent text-accent-foreground',
      success: 'border-transparent bg-success text-success-foreground',
      destructive: 'border-transparent bg-destructive text-destructive-foreground',
    },
  },
  defaultVariants: { variant: 'neutral' },
})

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>

/** statusBadgeVariant colours a review status (the colour only repeats the status named in words). */
export const statusBadgeVariant: Record<ReportStatus, BadgeVariant> = {
  screening: 'soft',
  pending: 'accent',
  approved: 'success',
  rejected: 'destructive',
}
