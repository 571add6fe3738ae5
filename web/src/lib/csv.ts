// CSV files built in the browser (owner exports). Every cell is quoted
// (quotes doubled), and a cell starting with = + - @, a tab or a CR gets an apostrophe so a
// spreadsheet never runs it as a formula (CSV injection).

const formulaStart = /^[=+\-@\t\r]/

/** csvCell quotes one value for a CSV file. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}

/** toCsv joins a header and rows into CSV text with CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** downloadCsv offers text to the user as a file named filename. */
export function downloadCsv(filename: string, text: string): void {
  downloadBlob(filename, new Blob([text], { type: 'text/csv;charset=utf-8' }))
}

/** downloadBlob offers blob to the user as a file named filename. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
