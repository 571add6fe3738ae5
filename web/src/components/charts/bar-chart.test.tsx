import { render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'

import { BarChart, type ChartRow } from './bar-chart'
import { BarList } from './bar-list'

const series = [
  { key: 'median', label: 'Median' },
  { key: 'p90', label: '90th percentile', color: '#b45309' },
]
const rows: ChartRow[] = [
  { label: 'Week 1', values: { median: 1234.5, p90: 2 } },
  { label: 'Week 2', values: { median: 3 } },
]

describe('BarChart', () => {
  it('says its numbers in a captioned table, and hides its drawing from assistive technology', async () => {
    const { container } = render(
      <Suspense>
        <BarChart caption="Review times" labelHeading="Week" series={series} rows={rows} />
      </Suspense>,
    )
    const table = await screen.findByRole('table', { name: 'Review times' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Week', 'Median', '90th percentile'])
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Week 1', 'Week 2'])
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent)
    // The language's digits; a missing value is 0.
    expect(cells).toEqual(['1,234.5', '2', '3', '0'])
    expect(screen.getByText('Review times')).toHaveClass('sr-only')
    // The drawing (once loaded) is aria-hidden, so the table is all a screen reader meets.
    await expect.poll(() => container.querySelector('.h-72[aria-hidden="true"]'), { timeout: 15_000 }).not.toBeNull()
  })

  it('shows its caption when asked and writes numbers with the given format', async () => {
    render(
      <Suspense>
        <BarChart caption="Reports by week" captionVisible labelHeading="Week" series={[{ key: 'count', label: 'Reports' }]} rows={[{ label: 'W1', values: { count: 7 } }]} format={(n) => `#${String(n)}`} />
      </Suspense>,
    )
    expect(await screen.findByText('Reports by week')).not.toHaveClass('sr-only')
    expect(screen.getByRole('cell')).toHaveTextContent('#7')
  })
})

describe('BarList', () => {
  it('is a labelled list whose rows say label and count in text', () => {
    render(
      <>
        <h2 id="by-status">By status</h2>
        <BarList labelledBy="by-status" bars={[{ key: 'a', label: 'Approved', count: 4 }, { key: 'p', label: 'Pending', count: 0 }]} />
      </>,
    )
    const list = screen.getByRole('list', { name: 'By status' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Approved4', 'Pending0'])
  })
})
