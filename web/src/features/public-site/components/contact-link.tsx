import { useTranslation } from 'react-i18next'

/** ContactLink is the contact address (from the footer's text) as a mail link. */
export function ContactLink() {
  const { t } = useTranslation()
  const email = t('footer.contactEmail')
  return (
    <a className="font-medium text-primary underline underline-offset-4 hover:no-underline" href={`mailto:${email}`}>
      {email}
    </a>
  )
}
