import { describe, expect, it } from 'vitest'

import { checkResources, parseLanguages } from './resource-check'

const good = { name: 'Tenant Hotline', description: { en: 'Help', es: 'Ayuda' }, phone: '311', web: '', languages: ['en', 'es'], types: [] }

describe('checkResources', () => {
  it('accepts a complete resource', () => {
    expect(checkResources([good])).toEqual({})
  })

  it('names every problem by resource and field, like the server', () => {
    const errors = checkResources([
      good,
      { name: ' ', description: { en: 'x'.repeat(501), es: '' }, phone: '', web: 'ftp://files.example', languages: ['e'], types: [] },
      { ...good, phone: '', web: '' },
    ])
    expect(errors).toEqual({
      'resources.1.name': 'required',
      'resources.1.description_en': 'too_long',
      'resources.1.description_es': 'required',
      'resources.1.web': 'invalid_format',
      'resources.1.languages': 'invalid_format',
      'resources.2.phone': 'required',
    })
  })

  it('needs a language', () => {
    expect(checkResources([{ ...good, languages: [] }])).toEqual({ 'resources.0.languages': 'required' })
  })
})

describe('parseLanguages', () => {
  it('reads codes separated by commas or spaces', () => {
    expect(parseLanguages(' EN, es  zh;;')).toEqual(['en', 'es', 'zh'])
    expect(parseLanguages('  ')).toEqual([])
  })
})
