import { AppProvider } from './provider'
import { AppRouter } from './router'

/** App is the whole application. */
export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  )
}
