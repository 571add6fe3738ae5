import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { Rolldown } from 'vite'
import { defineConfig, type Plugin } from 'vitest/config'

import { routePatterns } from './src/config/paths'

import { serviceWorker } from './sw/plugin'

// The Go server embeds web/dist/app; in development it runs on :8080 and
// Vite proxies every server-owned path to it.
const backend = 'http://localhost:8080'
const proxied = ['/api', '/media', '/healthz', '/readyz']

// The build of the app for the browser, not the one for prerendering (an
// SSR build of src/prerender.tsx, run by prerender.mjs).
function appBuild(_: unknown, env: { command: string; isSsrBuild?: boolean }): boolean {
  return env.command === 'build' && !env.isSsrBuild
}

// routes.json tells the Go server which paths the app's router knows, so
// that it answers 404 for the others (spa.go).
const routesFile: Plugin = {
  name: 'vecino-routes',
  apply: appBuild,
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routePatterns(), null, 1) })
  },
}

// page-chunks.json tells the Go server which chunks a first visit to a
// public page needs beyond the entry's (which index.html names already), so
// that the page's HTML names them too (modulepreload, share.go) instead of
// the browser finding them one import at a time after the entry has run.
// The keys are share.go's page names; a page module that no chunk comes from
// fails the build.
const firstPages: Record<string, string> = {
  home: 'src/features/public-site/pages/home.tsx',
  landing: 'src/features/public-site/pages/landing.tsx',
  record: 'src/app/routes/pages/public-record.tsx',
  auth: 'src/app/routes/pages/auth.tsx',
}
const pageChunks: Plugin = {
  name: 'vecino-page-chunks',
  apply: appBuild,
  generateBundle(_, bundle) {
    const chunks = new Map<string, Rolldown.OutputChunk>()
    for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
    // closure is a chunk's file and the files it imports, at any depth.
    const closure = (file: string, seen = new Set<string>()): Set<string> => {
      if (!seen.has(file)) {
        seen.add(file)
        for (const name of chunks.get(file)?.imports ?? []) closure(name, seen)
      }
      return seen
    }
    const loaded = closure([...chunks.values()].find((c) => c.isEntry)?.fileName ?? '')
    writeBootPlan([...loaded].flatMap((file) => chunks.get(file)?.moduleIds ?? []))
    const out: Record<string, string[]> = {}
    for (const [name, source] of Object.entries(firstPages)) {
      const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith('/' + source))
      if (!chunk) this.error(`page-chunks: no chunk is made from ${source}`)
      out[name] = [...closure(chunk.fileName)].filter((f) => !loaded.has(f)).map((f) => '/' + f)
    }
    this.emitFile({ type: 'asset', fileName: 'page-chunks.json', source: JSON.stringify(out, null, 1) })
  },
}

// The boot plan: the modules a first visit loads with the entry, whatever
// the page, as the previous build found them (dist/boot-modules.json, written
// by pageChunks; `npm run build` builds twice, the first time to write it).
// They go into one chunk: on its own, Rolldown splits those that lazy pages
// import too into a file each (20 small files, which a phone over HTTP/1.1
// asks for six at a time, one round trip each). Without a plan, or with a
// stale one, the build is still correct, only split differently.
const webDir = fileURLToPath(new URL('.', import.meta.url))
const bootPlanFile = path.join(webDir, 'dist/boot-modules.json')
const bootPlan = new Set<string>(existsSync(bootPlanFile) ? (JSON.parse(readFileSync(bootPlanFile, 'utf8')) as string[]) : [])
function writeBootPlan(modules: string[]) {
  const ids = modules.filter((id) => path.isAbsolute(id)).map((id) => path.relative(webDir, id))
  mkdirSync(path.dirname(bootPlanFile), { recursive: true })
  writeFileSync(bootPlanFile, JSON.stringify(ids.sort(), null, 1))
}

// The app is written against React's API and runs on Preact's compatibility
// layer (preact/compat): about 5 KiB gzipped instead of React DOM's 65, most
// of a phone's first load. The unit tests keep React DOM, which
// @testing-library and jsdom are built around; the browser tests (e2e/) run
// the real build, on Preact.
const preact: Record<string, string> = process.env.VITEST ? {} : { react: 'preact/compat', 'react-dom': 'preact/compat' }

export default defineConfig({
  plugins: [react(), tailwindcss(), routesFile, pageChunks, serviceWorker(fileURLToPath(new URL('./public', import.meta.url)))],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...preact,
    },
  },
  // The prerendering build bundles every library, so that Preact stands in
  // for React there too (the unit tests load libraries as Node does).
  ssr: process.env.VITEST ? {} : { noExternal: true },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // Hashed file names under assets/ (Vite's default naming) let the Go
    // server cache them forever; index.html is served without caching.
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // The libraries every page needs, in chunks that outlive app deploys in
        // the browser cache. Page-only libraries (forms, maps, charts) stay in
        // their pages' lazy chunks.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 2, test: /node_modules[\\/](preact|react-router|react-router-dom)[\\/]/ },
            { name: 'i18n', priority: 2, test: /node_modules[\\/](i18next|react-i18next|i18next-http-backend)[\\/]/ },
            { name: 'query', priority: 2, test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'boot', test: (id) => bootPlan.has(path.relative(webDir, id)), priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.js'],
    restoreMocks: true,
  },
})
