/**
 * registerServiceWorker installs /sw.js (web/sw/sw.ts, Workbox, built by
 * vite-plugin-pwa: vite.config.ts), so that the app shell opens without a
 * connection and the app can be installed.
 * Its install fetches and stores every file of the shell, so it starts only
 * after the page's load event and then when the browser is idle: main.tsx
 * calls this once the app shows its first page. Development builds have no
 * service worker.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker not installed:', error)
    })
  }
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 })
    else setTimeout(register, 0)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
