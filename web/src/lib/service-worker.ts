/**
 * registerServiceWorker installs /sw.js (built by web/sw/plugin.ts) once the
 * page has loaded, so that the app shell opens without a connection and the
 * app can be installed. Development builds have no service worker.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker not installed:', error)
    })
  }
  // A prerendered page loads the app after its load event (spa.go).
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register)
}
