import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

import { fakeFetch, server } from './server'

// The first render of a test loads lazy page chunks and locale files; on a
// busy 2-core CI machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 })

// Installed before any test module loads, so i18n's first load goes here too.
vi.stubGlobal('fetch', fakeFetch)

afterEach(() => {
  cleanup()
  server.reset()
  window.localStorage.clear()
})
