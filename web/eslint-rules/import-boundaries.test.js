import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'

import { importBoundaries } from './import-boundaries.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } })
const src = '/repo/web/src'

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: `${src}/features/reports/components/a.tsx`, code: "import { b } from '../lib/b'" },
    { filename: `${src}/features/reports/components/a.tsx`, code: "import { Button } from '@/components/ui/button'" },
    { filename: `${src}/features/reports/components/a.tsx`, code: "import { api } from '@/lib/api-client'" },
    { filename: `${src}/features/reports/components/a.tsx`, code: "import { useQuery } from '@tanstack/react-query'" },
    { filename: `${src}/lib/a.ts`, code: "import { b } from './b'" },
    { filename: `${src}/app/routes/a.tsx`, code: "import { x } from '@/features/reports'" },
    { filename: `${src}/testing/features/review/fake.ts`, code: "import { x } from '@/features/review/api/schemas'" },
  ],
  invalid: [
    // The case no-restricted-imports missed: a relative path into another feature.
    { filename: `${src}/features/reports/components/a.tsx`, code: "import { x } from '../../review/lib/x'", errors: [{ messageId: 'crossFeature' }] },
    { filename: `${src}/features/reports/a.ts`, code: "export { x } from '../review'", errors: [{ messageId: 'crossFeature' }] },
    { filename: `${src}/features/reports/a.ts`, code: "const m = import('../settings/page')", errors: [{ messageId: 'crossFeature' }] },
    { filename: `${src}/features/reports/a.ts`, code: "import { x } from '@/features/review'", errors: [{ messageId: 'crossFeature' }] },
    { filename: `${src}/features/reports/a.ts`, code: "import { x } from '@/features/reports/lib/x'", errors: [{ messageId: 'ownByAlias' }] },
    { filename: `${src}/features/reports/a.ts`, code: "import { x } from '../../app/router'", errors: [{ messageId: 'featureToApp' }] },
    { filename: `${src}/components/ui/a.tsx`, code: "import { x } from '../../features/auth'", errors: [{ messageId: 'sharedUp' }] },
    { filename: `${src}/lib/a.ts`, code: "import { x } from '@/app/router'", errors: [{ messageId: 'sharedUp' }] },
  ],
})
