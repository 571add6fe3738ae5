import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { i18n } from '@/lib/i18n'

import { lastXHR } from '@/testing/features/reports/fake-xhr'
import { aReport, pdfFile } from '@/testing/features/reports/fixtures'
import { openForm } from '@/testing/features/reports/render-form'

// Whole-app renders load page chunks and locales: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

describe('renter-protection form', () => {
  it('files a private report in Spanish with a PDF', async () => {
    await i18n.changeLanguage('es')
    const { user, photoInput } = await openForm('/dashboard/upload/renter-protection/retaliation', 'Represalias')
    expect(screen.getByText(/son privados/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Latitud')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }))
    const address = screen.getByLabelText('Dirección del edificio')
    expect(screen.getByText('Escribe la dirección del edificio.')).toBeInTheDocument()

    await user.click(screen.getByLabelText('¿Qué pasó?'))
    await user.paste('Me subieron el alquiler después de quejarme por la calefacción.')
    await user.type(address, '12 Elm St')
    await user.type(screen.getByLabelText('Unidad o apartamento (opcional)'), '4B')
    await user.type(screen.getByLabelText('Arrendador o administrador del edificio (opcional)'), 'Acme Rentals')
    await user.type(screen.getByLabelText('¿Desde cuándo? (opcional)'), '2025-01-10')
    await user.upload(photoInput(), pdfFile())
    expect(await screen.findByText('Documento 1')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }))

    const body = lastXHR().body ?? new FormData()
    expect(body.get('category')).toBe('renter-protection')
    expect(body.get('type')).toBe('retaliation')
    expect(body.get('building_address')).toBe('12 Elm St')
    expect(body.get('unit')).toBe('4B')
    expect(body.get('landlord_name')).toBe('Acme Rentals')
    expect(body.get('started_at')).toMatch(/^2025-01-(09|10)T\d\d:00:00Z$/)
    expect((body.get('photos') as File).name).toBe('lease.pdf')
    expect(body.has('latitude')).toBe(false)

    lastXHR().respond(201, aReport({ id: 'rent-1', category: 'renter-protection', type: 'retaliation', photos: [] }))
    expect(await screen.findByRole('heading', { name: '¡Gracias! Enviamos tu reporte' })).toBeInTheDocument()
  })

  it('shows the server’s building address error in Spanish, keeping the text', async () => {
    await i18n.changeLanguage('es')
    const { user } = await openForm('/dashboard/upload/renter-protection/retaliation', 'Represalias')
    await user.click(screen.getByLabelText('¿Qué pasó?'))
    await user.paste('No hay agua caliente desde hace un mes.')
    await user.type(screen.getByLabelText('Dirección del edificio'), 'x')
    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }))
    lastXHR().respond(400, { error: { code: 'invalid', message: 'x', fields: { building_address: 'too_long', started_at: 'in_future' } } })
    await waitFor(() => expect(screen.getByLabelText('Dirección del edificio')).toHaveFocus())
    expect(screen.getByText('La dirección debe tener menos de 300 caracteres.')).toBeInTheDocument()
    expect(screen.getByText('La fecha no puede estar en el futuro.')).toBeInTheDocument()
    expect(screen.getByLabelText('¿Qué pasó?')).toHaveValue('No hay agua caliente desde hace un mes.')
  })
})
