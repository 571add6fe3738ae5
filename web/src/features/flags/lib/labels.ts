import { useTranslation } from 'react-i18next'

import { isFlagId } from './flag-ids'

/**
 * useFlagLabels names and describes a flag in the interface language; a
 * flag the app does not know yet shows its id and the server's description.
 */
export function useFlagLabels() {
  const { t } = useTranslation('flags')
  return {
    name: (flagId: string) => (isFlagId(flagId) ? t(`names.${flagId}`) : flagId),
    description: (flagId: string, fallback: string) => (isFlagId(flagId) ? t(`descriptions.${flagId}`) : fallback),
    value: (on: boolean) => t(on ? 'value.on' : 'value.off'),
  }
}
