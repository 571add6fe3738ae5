import './index.css'
import '@/lib/zod-csp'
import '@/lib/i18n'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from '@/app'
import { startRestore } from '@/features/auth'
import { appContainer } from '@/lib/prerendered'
import { registerServiceWorker } from '@/lib/service-worker'

// The session is asked for now, not after the first render (features/auth/api/session.ts).
startRestore()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(appContainer(root)).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

registerServiceWorker()
