import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Card, CardContent, CardHeader } from '@/components/ui/card'

import type { OwnerFlag } from '../api/get-owner-flags'
import { evaluateFlag } from '../lib/evaluate'
import { flagDefaults, flagRoles, isFlagId } from '../lib/flag-ids'
import { useFlagLabels } from '../lib/labels'

/** FlagDocCard documents one flag: what it controls, its default, and its values now. */
export function FlagDocCard({ flag }: { flag: OwnerFlag }) {
  const { t } = useTranslation('flags')
  const labels = useFlagLabels()
  const nameId = useId()
  const seeded = isFlagId(flag.flag_id) ? flagDefaults[flag.flag_id] : null
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <h2 id={nameId} className="font-semibold leading-snug">
          {labels.name(flag.flag_id)}
        </h2>
        <p className="font-mono text-xs text-muted-foreground">{flag.flag_id}</p>
      </CardHeader>
      <CardContent className="space-y-3 px-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{t('docs.controls')}</dt>
          <dd>{labels.description(flag.flag_id, flag.description)}</dd>
          {seeded === null ? null : (
            <>
              <dt className="font-medium">{t('docs.default')}</dt>
              <dd>{labels.value(seeded)}</dd>
            </>
          )}
          <dt className="font-medium">{t('docs.current')}</dt>
          <dd>{labels.value(flag.enabled)}</dd>
        </dl>
        <table aria-labelledby={nameId} className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-2 font-medium">{t('docs.roleColumn')}</th>
              <th scope="col" className="py-1 pr-2 font-medium">{t('docs.settingColumn')}</th>
              <th scope="col" className="py-1 font-medium">{t('docs.resultColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {flagRoles.map((role) => {
              const own = flag.roles[role]
              return (
                <tr key={role} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-2 font-normal">{t(`roles.${role}`)}</th>
                  <td className="py-1 pr-2">{own === undefined ? t('docs.followsGlobal') : labels.value(own)}</td>
                  <td className="py-1">{labels.value(evaluateFlag(flag, [role]))}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  )
}
