import { describe, expect, it } from 'vitest'

import { evaluateFlag, type FlagSetting } from './evaluate'
import type { FlagRole } from './flag-ids'

describe('evaluateFlag (docs/PRODUCT.md §8)', () => {
  const cases: { name: string; flag: FlagSetting; roles: FlagRole[]; want: boolean }[] = [
    { name: 'no roles: global on', flag: { enabled: true, roles: { reporter: false } }, roles: [], want: true },
    { name: 'no roles: global off', flag: { enabled: false, roles: { reporter: true } }, roles: [], want: false },
    { name: 'role without setting takes global on', flag: { enabled: true, roles: {} }, roles: ['reviewer'], want: true },
    { name: 'role without setting takes global off', flag: { enabled: false, roles: {} }, roles: ['reviewer'], want: false },
    { name: 'role setting on beats global off', flag: { enabled: false, roles: { reviewer: true } }, roles: ['reviewer'], want: true },
    { name: 'role setting off beats global on', flag: { enabled: true, roles: { reviewer: false } }, roles: ['reviewer'], want: false },
    { name: 'any one role on is enough', flag: { enabled: false, roles: { reporter: false, owner: true } }, roles: ['reporter', 'owner'], want: true },
    { name: 'a role off and a role inheriting global on', flag: { enabled: true, roles: { reporter: false } }, roles: ['reporter', 'owner'], want: true },
    { name: 'every role off', flag: { enabled: true, roles: { reporter: false, owner: false } }, roles: ['reporter', 'owner'], want: false },
  ]
  for (const c of cases) {
    it(c.name, () => {
      expect(evaluateFlag(c.flag, c.roles)).toBe(c.want)
    })
  }
})
