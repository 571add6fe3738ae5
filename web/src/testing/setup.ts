import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

import { i18n, LANGUAGE_COOKIE } from '@/lib/i18n'

import { fakeFetch, server } from './server'

// The first render of a test file loads lazy page chunks and locale files;
// on a busy 2-core CI machine that can take far longer than the 1 s default.
configure({ asyncUtilTimeout: 15_000 })

// Installed before any test module loads, so i18n's first load goes here too.
vi.stubGlobal('fetch', fakeFetch)

afterEach(async () => {
  cleanup()
  server.reset()
  // A language chosen during the test is stored a task later (lib/i18n.ts):
  // that task runs before the storage is cleared, not in the next test.
  await new Promise((resolve) => setTimeout(resolve))
  window.localStorage.clear()
  window.sessionStorage.clear()
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`
  // The i18n instance is shared by every test in a file: a test that
  // switched to Spanish must not leave the next one in Spanish.
  await i18n.changeLanguage('en')
})
