import type { Linter } from 'eslint'

/** importBoundaries is the ESLint config block of the app's one-way layers (eslint.boundaries.js). */
export declare const importBoundaries: Linter.Config
