import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import type { Plugin } from 'vite'

/** files lists every file under dir, as URL paths under prefix. */
function files(dir: string, prefix: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${prefix}/${relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')}`)
}

/**
 * serviceWorker writes /sw.js at build time from sw/service-worker.js with
 * the app shell to keep offline (index.html, every script and stylesheet
 * of this build, the locale files, the manifests and icons) and a version
 * that changes whenever any of them does.
 */
export function serviceWorker(publicDir: string): Plugin {
  return {
    name: 'vecino-service-worker',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((name) => /\.(js|css)$/.test(name))
        .map((name) => `/${name}`)
      const kept = files(publicDir, '').filter((p) => /^\/(locales|icons)\/|\.webmanifest$|^\/favicon\.svg$/.test(p))
      const shell = ['/index.html', ...built, ...kept].sort()
      const hash = createHash('sha256')
      for (const name of shell) hash.update(name)
      for (const name of kept) hash.update(readFileSync(join(publicDir, name)))
      const template = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8')
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('__VERSION__', JSON.stringify(hash.digest('hex').slice(0, 16)))
          .replace('__SHELL__', JSON.stringify(shell)),
      })
    },
  }
}
