import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, requests, server, signInWith } from '@/testing/server'

import { aStaffReport } from '@/testing/features/review/fake-queue'

const posted = (path: string) =>
  Promise.all(requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === path).map(async (r) => (await r.clone().json()) as unknown))

function serve() {
  const approved = aStaffReport({ id: 'ok1', status: 'approved', address: '5 Erie St' })
  const rejected = aStaffReport({ id: 'no1', status: 'rejected', address: '9 Coles St' })
  server.use({
    'GET /api/reports': (req) => {
      const status = new URL(req.url).searchParams.get('status')
      return json(200, { items: [approved, rejected].filter((r) => r.status === status), next_cursor: null })
    },
    'POST /api/reports/ok1/resolution': () => json(200, { ...approved, resolved: true }),
    'POST /api/reports/ok1/transitions': () => json(200, { ...approved, status: 'rejected' }),
    'POST /api/reports/no1/transitions': () => json(200, { ...rejected, status: 'pending' }),
  })
}

async function open(url = '/dashboard/review-admin/approved') {
  serve()
  signInWith(['reviewer_admin'])
  const view = renderApp(url)
  await screen.findByText(/5 Erie St|9 Coles St/)
  return { ...view, user: userEvent.setup() }
}

describe('reviewer admin: approved reports', { timeout: 15_000 }, () => {
  it('marks a report resolved with a note, and retracts only with a reason', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Mark resolved' }))
    const resolve = await screen.findByRole('dialog', { name: 'Mark as resolved' })
    await user.type(within(resolve).getByRole('textbox', { name: /Note/ }), 'Repaved on Monday.')
    await user.click(within(resolve).getByRole('button', { name: 'Mark resolved' }))
    await waitFor(async () => expect(await posted('/api/reports/ok1/resolution')).toEqual([{ resolved: true, note: 'Repaved on Monday.' }]))

    // The page is hidden from assistive technology until the closed dialog's unmount effects run: after a frame on Preact.
    await user.click(await screen.findByRole('button', { name: 'Retract' }))
    const retract = await screen.findByRole('dialog', { name: 'Retract this public report' })
    await user.click(within(retract).getByRole('button', { name: 'Retract report' }))
    expect(within(retract).getByRole('combobox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true')
    expect(await posted('/api/reports/ok1/transitions')).toEqual([])
    await user.selectOptions(within(retract).getByRole('combobox', { name: /Reason/ }), 'private_information')
    await user.click(within(retract).getByRole('button', { name: 'Retract report' }))
    await waitFor(async () =>
      expect(await posted('/api/reports/ok1/transitions')).toEqual([{ to: 'rejected', expected_status: 'approved', reason_code: 'private_information' }]),
    )
  })

  it('reopens a rejected report for review from the rejected filter', async () => {
    const { user } = await open('/dashboard/review-admin/approved?status=rejected')
    expect(screen.queryByText('5 Erie St', { exact: false })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Reopen for review' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reopen for review' })
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }))
    await waitFor(async () => expect(await posted('/api/reports/no1/transitions')).toEqual([{ to: 'pending', expected_status: 'rejected' }]))
  })
})
