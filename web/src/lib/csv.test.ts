import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from './csv'

describe('CSV', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('Ana "La Jefa", Inc.')).toBe('"Ana ""La Jefa"", Inc."')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
  })

  it('prefixes cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('+1')).toBe('"\'+1"')
    expect(csvCell('-2')).toBe('"\'-2"')
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"')
    expect(csvCell('a=b')).toBe('"a=b"')
  })

  it('joins a header and rows with CRLF', () => {
    expect(toCsv(['Name', 'Email'], [['Ana', 'ana@example.com']])).toBe('"Name","Email"\r\n"Ana","ana@example.com"\r\n')
  })
})
