import { Keyboard } from 'lucide-react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'

import { shortcutList } from '../lib/shortcuts'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** ShortcutsHint is the queue pages' visible line of keys, with the button that opens the full list (also the ? key). */
export function ShortcutsHint({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('staff')
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <p>{t('shortcuts.hint')}</p>
      <Button variant="outline" size="sm" aria-keyshortcuts="?" onClick={onOpen}>
        <Keyboard aria-hidden="true" />
        {t('shortcuts.open')}
      </Button>
    </div>
  )
}

/** ShortcutsHelp is the help sheet: every key of the queue pages and what it does, in a dialog. */
export function ShortcutsHelp({ open, onOpenChange }: Props) {
  const { t } = useTranslation('staff')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('shortcuts.title')} description={t('shortcuts.description')}>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t('shortcuts.key')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('shortcuts.action')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shortcutList.map(({ action, keys }) => (
                <tr key={action} className="border-t">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {keys.map((key, i) => (
                      <Fragment key={key}>
                        {i > 0 ? ` ${t('shortcuts.or')} ` : null}
                        <kbd className="rounded border px-1.5 font-mono">{key}</kbd>
                      </Fragment>
                    ))}
                  </td>
                  <td className="py-2">{t(`shortcuts.actions.${action}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('shortcuts.close')}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
