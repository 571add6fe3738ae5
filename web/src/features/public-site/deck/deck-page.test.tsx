import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { json, requests, server } from '@/testing/server'

const stats = { reports: 1234, approved: 567, resolved: 89, residents: 4321 }

function serveStats() {
  server.use({ 'GET /api/public/stats': () => json(200, stats) })
}

const slideHeading = (name: string) => screen.findByRole('heading', { level: 2, name })
const counter = () => within(screen.getByRole('navigation', { name: 'Slides' })).getByText(/^\d+ \/ 10$/)
const announcement = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent

describe('investor deck: keyboard', () => {
  it('moves with the arrow keys, Home and End, counts, announces and moves focus', async () => {
    serveStats()
    renderApp('/mark')
    expect(await slideHeading('The problem')).toBeInTheDocument()
    expect(counter()).toHaveTextContent('1 / 10')
    expect(announcement()).toBe('')

    await userEvent.keyboard('{ArrowRight}')
    const product = await slideHeading('The product')
    expect(counter()).toHaveTextContent('2 / 10')
    expect(announcement()).toBe('Slide 2 of 10: The product')
    expect(product).toHaveFocus()
    expect(screen.queryByRole('heading', { level: 2, name: 'The problem' })).not.toBeInTheDocument()

    await userEvent.keyboard('{End}')
    expect(await slideHeading('Request the full deck')).toHaveFocus()
    expect(counter()).toHaveTextContent('10 / 10')
    await userEvent.keyboard('{ArrowRight}')
    expect(counter()).toHaveTextContent('10 / 10')

    await userEvent.keyboard('{ArrowLeft}')
    expect(await slideHeading('The ask')).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(await slideHeading('The problem')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(counter()).toHaveTextContent('1 / 10')
  })

  it('keeps focus on the buttons that move it and marks the ends', async () => {
    serveStats()
    renderApp('/en/deck')
    const previous = await screen.findByRole('button', { name: 'Previous slide' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    const next = screen.getByRole('button', { name: 'Next slide' })
    await userEvent.click(next)
    expect(await slideHeading('The product')).toBeInTheDocument()
    expect(next).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Slide 4: Traction' }))
    expect(await slideHeading('Traction')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Slide 4: Traction' })).toHaveAttribute('aria-current', 'step')
    expect(await screen.findByText('1,234')).toBeInTheDocument()
    expect(screen.getByText('4,321')).toBeInTheDocument()
  })

  it('leaves arrow keys to form fields', async () => {
    serveStats()
    renderApp('/mark')
    await userEvent.click(await screen.findByRole('button', { name: 'Request the full deck' }))
    const name = await screen.findByLabelText('Name')
    await userEvent.type(name, 'Ana{ArrowLeft}{Home}')
    expect(counter()).toHaveTextContent('10 / 10')
  })

  it('is in English under /es, and says so for the whole document', async () => {
    serveStats()
    renderApp('/es/deck')
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor deck' })).toBeInTheDocument()
    expect(await slideHeading('The problem')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'en')
    // The interface language is Spanish by now, yet the page declares English.
    await waitFor(() => expect(i18n.language).toBe('es'))
    expect(document.documentElement.lang).toBe('en')
  })

  it('says so when the live numbers cannot be loaded', async () => {
    server.use({ 'GET /api/public/stats': () => json(500, { error: { code: 'internal', message: 'x' } }) })
    renderApp('/mark')
    await userEvent.click(await screen.findByRole('button', { name: 'Slide 4: Traction' }))
    expect(await screen.findByText('The live numbers are unavailable right now.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(requests.filter((r) => r.url.endsWith('/api/public/stats')).length).toBeGreaterThan(0)
  }, 15_000)
})

async function openForm() {
  serveStats()
  renderApp('/mark')
  await userEvent.click(await screen.findByRole('button', { name: 'Request the full deck' }))
  return {
    name: await screen.findByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    organization: screen.getByLabelText('Organization (optional)'),
    message: screen.getByLabelText('Message (optional)'),
    submit: screen.getByRole('button', { name: 'Send request' }),
  }
}

const posts = () => requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/investor-requests'))

describe('investor deck: request form', () => {
  it('checks the fields before sending and focuses the first problem', async () => {
    const form = await openForm()
    await userEvent.type(form.email, 'not-an-email')
    await userEvent.click(form.submit)
    expect(await screen.findByText('This field is required.')).toBeInTheDocument()
    expect(form.name).toHaveAttribute('aria-invalid', 'true')
    expect(form.name).toHaveAccessibleDescription('This field is required.')
    expect(form.email).toHaveAccessibleDescription('Enter an email address like name@example.com.')
    expect(form.name).toHaveFocus()
    expect(screen.getByText('Please correct the fields marked below.')).toBeInTheDocument()
    expect(posts()).toHaveLength(0)
  })

  it('shows the server’s field codes next to their fields and keeps what was typed', async () => {
    server.use({
      'POST /api/investor-requests': () =>
        json(400, { error: { code: 'invalid', message: 'x', fields: { email: 'invalid_format', organization: 'too_long' } } }),
    })
    const form = await openForm()
    await userEvent.type(form.name, 'Ana Investor')
    await userEvent.type(form.email, 'ana@fund.example')
    await userEvent.type(form.organization, 'Fund')
    await userEvent.click(form.submit)
    expect(await screen.findByText('Enter an email address like name@example.com.')).toBeInTheDocument()
    expect(form.organization).toHaveAccessibleDescription('This is too long: use at most 200 characters.')
    expect(form.email).toHaveFocus()
    expect(form.name).toHaveValue('Ana Investor')
    expect(form.organization).toHaveValue('Fund')
  })

  it('explains a rate limit and keeps the text', async () => {
    server.use({
      'POST /api/investor-requests': () => json(429, { error: { code: 'rate_limited', message: 'slow down' } }),
    })
    const form = await openForm()
    await userEvent.type(form.name, 'Ana')
    await userEvent.type(form.email, 'ana@fund.example')
    await userEvent.type(form.message, 'Please send the deck.')
    await userEvent.click(form.submit)
    expect(await screen.findByText(/You have sent several requests in a short time/)).toBeInTheDocument()
    expect(form.message).toHaveValue('Please send the deck.')
  })

  it('sends the request, confirms it and clears the form', async () => {
    server.use({ 'POST /api/investor-requests': () => json(201, { id: 'r1' }) })
    const form = await openForm()
    await userEvent.type(form.name, '  Ana Investor ')
    await userEvent.type(form.email, 'ana@fund.example')
    await userEvent.type(form.organization, 'Civic Fund')
    await userEvent.type(form.message, 'Interested in the pilot plan.')
    await userEvent.click(form.submit)
    const confirmation = await screen.findByText('Thank you. We have your request and will write to you soon.')
    await waitFor(() => expect(confirmation.closest('p')).toHaveFocus())
    expect(posts()).toHaveLength(1)
    expect(await posts()[0]?.json()).toEqual({
      name: 'Ana Investor',
      email: 'ana@fund.example',
      organization: 'Civic Fund',
      message: 'Interested in the pilot plan.',
    })
    expect(form.name).toHaveValue('')
  })
})
