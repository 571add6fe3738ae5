import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { Rolldown } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { defineConfig, type Plugin } from 'vitest/config'

import { everyPage, firstLoads, firstPages } from './src/config/first-loads'
import { routePatterns } from './src/config/paths'

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
// that it answers 404 for the others (spa.go); first-loads.json what each
// page needs before its first paint (src/config/first-loads.ts: its own
// code's modules, the API answers and the translations), which it names in
// the page's HTML (share.go).
const routesFile: Plugin = {
  name: 'vecino-routes',
  apply: appBuild,
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routePatterns(), null, 1) })
    this.emitFile({ type: 'asset', fileName: 'first-loads.json', source: JSON.stringify({ every: everyPage, pages: firstPages, routes: firstLoads }, null, 1) })
  },
}

// The build's manifest (Vite's build.manifest, dist/app/vite-manifest.json):
// each entry and lazily imported module's script file and the chunks it
// imports. The Go server reads it (it does not serve it) to name each first
// page's code in the page's HTML (internal/webhost/page_scripts.go), from
// the source modules of firstPages (first-loads.json); a module listed there
// that is not a key of the manifest (not loaded lazily) fails the build.
const manifestFile = 'vite-manifest.json'
const viteManifest: Plugin = {
  name: 'vecino-vite-manifest',
  apply: appBuild,
  config: () => ({ build: { manifest: manifestFile } }),
  writeBundle(options) {
    const manifest = JSON.parse(readFileSync(path.join(options.dir ?? '', manifestFile), 'utf8')) as Record<string, unknown>
    for (const [page, sources] of Object.entries(firstPages)) {
      for (const source of sources) {
        if (!(source in manifest)) this.error(`first-loads: ${source} (page ${page}) is no key of ${manifestFile}: is it imported lazily?`)
      }
    }
  },
}

// chunksOf is the bundle's chunks by file name.
function chunksOf(bundle: Rolldown.OutputBundle): Map<string, Rolldown.OutputChunk> {
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
  return chunks
}

// importClosure is a chunk's file and the files it imports, at any depth
// (with lazy, the ones it imports dynamically too), added to seen.
function importClosure(chunks: Map<string, Rolldown.OutputChunk>, file: string, seen = new Set<string>(), lazy = false): Set<string> {
  if (!seen.has(file)) {
    seen.add(file)
    const chunk = chunks.get(file)
    for (const name of [...(chunk?.imports ?? []), ...(lazy ? (chunk?.dynamicImports ?? []) : [])]) importClosure(chunks, name, seen, lazy)
  }
  return seen
}

// chunkPlanner writes the chunk plan (below) from the build's chunks: what
// the entry loads, and what the dashboard's frame loads that nothing else
// the app may load (lazily, at any depth) does, but for the dashboard's own
// pages.
const chunkPlanner: Plugin = {
  name: 'vecino-chunk-plan',
  apply: appBuild,
  generateBundle(_, bundle) {
    const chunks = chunksOf(bundle)
    const all = [...chunks.values()]
    const closure = (file: string, seen?: Set<string>, lazy?: boolean) => importClosure(chunks, file, seen, lazy)
    const entry = all.find((c) => c.isEntry)?.fileName ?? ''
    const modules = (files: Iterable<string>) => [...files].flatMap((file) => chunks.get(file)?.moduleIds ?? [])
    // The dashboard frame's module (dashboardFrame, a path under web/) and the chunk that holds it.
    const frameModule = (id: string) => id.endsWith('/' + dashboardFrame)
    const frame = all.find((c) => c.moduleIds.some(frameModule))
    const dashboardOnly = new Set(all.filter((c) => c === frame || dashboardPage.test(c.facadeModuleId ?? '')).map((c) => c.fileName))
    const publicFiles = new Set([...closure(entry, new Set(dashboardOnly), true)].filter((f) => !dashboardOnly.has(f)))
    const frameFiles = frame ? [...closure(frame.fileName)].filter((f) => !publicFiles.has(f)) : []
    // The frame's own module stays out of the planned chunk, in a small one
    // of its own: a lazily imported module is a key of the build's manifest
    // only as its chunk's facade, and the report form's first load names the
    // frame there (firstPages, src/config/first-loads.ts).
    writeChunkPlan({ boot: modules(closure(entry)), dashboard: modules(frameFiles).filter((id) => !frameModule(id)) })
  },
}

// The chunk plan: sets of modules that are always loaded together, each put
// into one chunk. On its own, Rolldown gives a file of its own to every
// module that two lazy chunks share, even when one of them is always loaded
// first (it does not know the route table): the entry came with 22 files,
// the dashboard's frame with 35, which a phone over HTTP/1.1 asks for six
// at a time, one round trip each. "boot" is what the entry loads, whatever
// the page; "dashboard" what the dashboard's frame loads beyond it, less
// what anything but a dashboard page (dashboardPage) may load, so that no
// public page grows. A build without a plan writes one from its own chunks
// (dist/chunk-plan.json, chunkPlanner); `npm run build` builds twice, the
// second time with VECINO_CHUNK_PLAN=1, which reads it. A plain `vite
// build` reads none, so a plan left from older code is never used.
const webDir = fileURLToPath(new URL('.', import.meta.url))
const chunkPlanFile = path.join(webDir, 'dist/chunk-plan.json')
const dashboardFrame = 'src/app/routes/dashboard/layout.tsx'
// The dashboard's frame and pages, which only a signed-in user loads. A
// dashboard page missing here only makes the plan smaller; a public page
// listed here would load the dashboard's chunk.
const dashboardPage = new RegExp(
  [
    String.raw`[\\/]src[\\/]app[\\/]routes[\\/]dashboard[\\/]`,
    String.raw`[\\/]src[\\/]app[\\/]routes[\\/]pages[\\/](upload|upload-category|upload-type|upload-type-preload|bike-lane|my-violations|reporter-dashboard|review)\.tsx?$`,
    String.raw`[\\/]src[\\/]features[\\/](flags|photo-editor|integrations|settings|owner-neighborhoods|owner-investors|owner-analytics|owner-jobs)[\\/]pages[\\/]`,
    String.raw`[\\/]src[\\/]features[\\/]departments[\\/]pages[\\/]departments-page`,
    String.raw`[\\/]src[\\/]features[\\/]chat[\\/]pages[\\/]resources`,
  ].join('|'),
)
const chunkPlan = process.env.VECINO_CHUNK_PLAN && existsSync(chunkPlanFile) ? (JSON.parse(readFileSync(chunkPlanFile, 'utf8')) as Record<string, string[]>) : {}
function writeChunkPlan(plan: Record<string, string[]>) {
  const relative = (ids: string[]) => ids.filter((id) => path.isAbsolute(id)).map((id) => path.relative(webDir, id)).sort()
  mkdirSync(path.dirname(chunkPlanFile), { recursive: true })
  writeFileSync(chunkPlanFile, JSON.stringify(Object.fromEntries(Object.entries(plan).map(([name, ids]) => [name, relative(ids)])), null, 1))
}
const plannedChunks = Object.entries(chunkPlan).map(([name, ids]) => {
  const planned = new Set(ids.map((id) => path.join(webDir, id)))
  return { name, test: (id: string) => planned.has(id), priority: 1, includeDependenciesRecursively: false }
})

// Chromium compiles a script's functions when they are first called, on the
// main thread, unless the script starts with V8's explicit compile hint; then
// it compiles them all while the script downloads, on another thread. The
// chunks every first load runs (the entry's) are nearly all called at once:
// they carry the hint. It goes first in the file, after Vite's own additions.
const compileHint = '//# allFunctionsCalledOnLoad\n'
const compileHints: Plugin = {
  name: 'vecino-compile-hints',
  apply: appBuild,
  // Written to the files: Vite adds its own first line to chunks after every plugin's generateBundle.
  writeBundle(options, bundle) {
    const chunks = chunksOf(bundle)
    const entry = [...chunks.values()].find((c) => c.isEntry)
    if (!entry) return
    for (const name of importClosure(chunks, entry.fileName)) {
      const file = path.join(options.dir ?? '', name)
      writeFileSync(file, compileHint + readFileSync(file, 'utf8'))
    }
  },
}

// The service worker: vite-plugin-pwa bundles sw/sw.ts (Workbox) to /sw.js
// and writes the app shell into it (Workbox's precache manifest): index.html,
// every script and stylesheet of the build, the locale files, the icons, the
// manifests and the favicon. The app registers it itself, after its first
// page (lib/service-worker.ts); the manifests are public/'s own.
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  manifest: false,
  injectRegister: false,
  injectManifest: {
    globPatterns: ['index.html', 'assets/*.{js,css}', 'locales/**/*.json', 'icons/*', '*.webmanifest', 'favicon.svg'],
    // One classic script: the app registers it without { type: 'module' }.
    rollupFormat: 'iife',
  },
}).map((plugin) => ({ ...plugin, apply: appBuild }))

// The app is written against React's API and runs on Preact's compatibility
// layer (preact/compat): about 5 KiB gzipped instead of React DOM's 65, most
// of a phone's first load. The alias applies everywhere: the build, the
// prerendering build and the unit tests, which run on Preact as the app ships
// (the subpaths too: react/jsx-runtime, react-dom/client, and
// react-dom/test-utils, whose act is Preact's and is @testing-library/react's).
const preact: Record<string, string> = { react: 'preact/compat', 'react-dom': 'preact/compat' }

// The libraries the unit tests load, pre-bundled by Vite's dependency
// optimizer (as the development server does for the browser): the alias to
// Preact applies inside them too, CommonJS ones included, and each test file
// loads a few bundles instead of thousands of modules.
const testDeps = [
  'preact', 'preact/hooks', 'preact/compat', 'preact/compat/client', 'preact/compat/jsx-runtime', 'preact/compat/jsx-dev-runtime', 'preact/test-utils',
  '@testing-library/react', '@testing-library/user-event', '@testing-library/dom',
  '@hookform/resolvers/zod', '@tanstack/react-query', '@vis.gl/react-google-maps', 'class-variance-authority', 'clsx', 'exifr',
  'i18next', 'i18next-http-backend', 'idb-keyval', 'leaflet', 'lucide-react', 'radix-ui', 'react-hook-form', 'react-i18next',
  'react-router-dom', 'recharts', 'sonner', 'tailwind-merge', 'zod', 'zod/mini',
]

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routesFile,
    viteManifest,
    chunkPlanner,
    compileHints,
    serviceWorker,
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...preact,
    },
  },
  // The prerendering build bundles every library, so that Preact stands in
  // for React there too.
  ssr: { noExternal: true },
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
            ...plannedChunks,
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A test file's first page loads its lazy chunks and locale files, on a busy 2-core machine too.
    testTimeout: 20_000,
    // Two workers at least: Vitest's default (the cores less one) is one on
    // a 2-core machine, where the suite then took 195 s; with two, 122 s
    // (docs/perf/ci.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each test file in its own worker process (forks, the default). The
    // vmThreads pool (a fresh VM context in a reused thread) took the suite
    // from 204 to 70 s, but one test (the jobs page's refused retry) failed
    // in two of about eight full runs and never alone (docs/perf/ci.md).
    deps: { optimizer: { client: { enabled: true, include: testDeps } } },
    // Nothing is left for Node to load past the alias. So vi.resetModules
    // loads Preact afresh too (Node kept React DOM): a test that imports a
    // component afresh renders it with Testing Library imported afresh.
    server: { deps: { inline: true } },
  },
})
