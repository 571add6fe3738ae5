import './index.css'
import '@/lib/zod-csp'
import '@/lib/i18n'

import { StrictMode } from 'react'

import { App } from '@/app'
import { prepareRouter } from '@/app/create-router'
import { startRestore } from '@/features/auth'
import { atCopyAddress, nextTask, startApp } from '@/lib/hydration'
import { registerServiceWorker } from '@/lib/service-worker'
import { prepareClassMerge } from '@/lib/utils'

// The session is asked for now, not after the first render (features/auth/api/session.ts).
startRestore()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
atCopyAddress(root)

// The class merger's tables, the router and the first render, each in a
// task of its own after this module's, so that a phone's browser can
// handle a tap between them (Lighthouse's total blocking time): the
// requests the page starts with are already on their way. The service
// worker's install fetches and stores the whole app shell: it waits until
// the visitor has the page, rather than competing with the first load for
// the connection and the CPU (lib/service-worker.ts).
void (async () => {
  await nextTask()
  prepareClassMerge()
  await nextTask()
  prepareRouter()
  await nextTask()
  await startApp(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
  )
  registerServiceWorker()
})()
