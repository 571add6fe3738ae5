// The web app's layers are one-way (bulletproof-react): shared code
// (components, lib, config, hooks, types) never imports a feature or the app;
// a feature never imports another feature or the app, and reaches its own
// files by relative paths. eslint-plugin-boundaries checks them on resolved
// files (eslint-import-resolver-typescript reads the `@/` alias from
// tsconfig.app.json), so `../../other-feature/x` is caught like
// `@/features/other-feature`. Tested by src/lint-checks/import-boundaries.test.ts.
import boundaries from 'eslint-plugin-boundaries'

const shared = { type: 'shared' }
const feature = { type: 'feature' }
const app = { type: 'app' }

/** @type {import('eslint').Linter.Config} */
export const importBoundaries = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: 'tsconfig.app.json' } },
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app' },
      { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
      { type: 'shared', pattern: 'src/(components|lib|config|hooks|types)' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // A feature's own files are checked too: by relative paths only.
        checkInternals: true,
        policies: [
          {
            from: { element: shared },
            disallow: { to: { element: [feature, app] } },
            message: 'Shared code must not import features or the app ({{dependency.source}}).',
          },
          {
            from: { element: feature },
            disallow: { to: { element: app } },
            message: 'Features never import the app ({{dependency.source}}).',
          },
          {
            from: { element: feature },
            disallow: { to: { element: { ...feature, captured: { feature: '!{{from.captured.feature}}' } } } },
            message: 'Features never import each other ({{dependency.source}}): move the shared part to src/lib or src/components.',
          },
          {
            from: { element: feature },
            disallow: { to: { element: { ...feature, captured: { feature: '{{from.captured.feature}}' } } }, dependency: { source: '@/**' } },
            message: 'A feature imports its own files by relative paths ({{dependency.source}}).',
          },
        ],
      },
    ],
  },
}
