import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { LoadingLine } from '@/components/ui/spinner'

import { useDeleteDepartment, useDepartments, useSaveDepartment, type Department, type DepartmentInput } from '../api/departments'
import { DepartmentForm } from '../components/department-form'
import { RouteTester } from '../components/route-tester'
import { RulesSection } from '../components/rules-section'
import { departmentErrors } from '../lib/errors'

function DepartmentCard({ department, onEdit }: { department: Department; onEdit: () => void }) {
  const { t } = useTranslation('departments')
  const remove = useDeleteDepartment()
  const language = department.language === 'es' ? t('languages.es') : t('languages.en')
  return (
    <article className="flex flex-wrap items-start justify-between gap-3 rounded-xl border p-4">
      <div className="space-y-1 text-sm">
        <h3 className="text-base font-semibold">
          {department.name}
          {department.is_default ? <span className="ml-2 rounded-full border px-2 py-0.5 text-xs font-medium">{t('list.default')}</span> : null}
        </h3>
        {department.open311 ? (
          <p>{t('list.open311', { url: department.open311.base_url })}</p>
        ) : (
          <p>{t('list.email', { emails: (department.emails ?? []).join(', ') })}</p>
        )}
        <p className="text-muted-foreground">{t('list.language', { language })}</p>
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onEdit}>
          {t('list.edit', { name: department.name })}
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(department.id)}>
          {t('list.delete', { name: department.name })}
        </Button>
      </div>
    </article>
  )
}

/**
 * DepartmentsPage is /dashboard/owner/departments: the departments that
 * approved reports are delivered to (email or a 311 system), the routing
 * rules, and "which department would get this?".
 */
export function DepartmentsPage() {
  const { t } = useTranslation('departments')
  const { t: tc } = useTranslation()
  const query = useDepartments()
  const save = useSaveDepartment()
  const [editing, setEditing] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)

  const submit = (id: string | undefined) => (input: DepartmentInput) =>
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          setNotice(t('list.saved', { name: input.name }))
          setEditing(null)
          setFormKey((k) => k + 1)
        },
      },
    )
  const errors = save.isError ? departmentErrors(save.error) : {}

  return (
    <PageFrame title={tc('pages.owner.departments.title')} description={tc('pages.owner.departments.description')} className="space-y-10">
      {query.isPending ? (
        <LoadingLine>{t('list.loading')}</LoadingLine>
      ) : query.isError ? (
        <LoadErrorAlert title={t('list.error')} retry={t('list.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section aria-labelledby="department-list" className="space-y-3">
            <h2 id="department-list" className="text-lg font-semibold">
              {t('list.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('list.lead')}</p>
            <p role="status" className="text-sm">
              {notice}
            </p>
            {query.data.departments.length === 0 ? <p className="rounded-xl border border-dashed p-4 text-center text-sm">{t('list.empty')}</p> : null}
            <ul className="space-y-3">
              {query.data.departments.map((d) => (
                <li key={d.id}>
                  {editing === d.id ? (
                    <DepartmentForm initial={d} pending={save.isPending} errors={errors} onSubmit={submit(d.id)} onCancel={() => setEditing(null)} />
                  ) : (
                    <DepartmentCard department={d} onEdit={() => { save.reset(); setEditing(d.id) }} />
                  )}
                </li>
              ))}
            </ul>
          </section>
          {editing === null ? (
            <section aria-labelledby="department-add" className="space-y-3">
              <h2 id="department-add" className="text-lg font-semibold">
                {t('form.addTitle')}
              </h2>
              <DepartmentForm key={formKey} pending={save.isPending} errors={errors} onSubmit={submit(undefined)} />
            </section>
          ) : null}
          <RulesSection rules={query.data.rules} departments={query.data.departments} />
          <RouteTester />
        </>
      )}
    </PageFrame>
  )
}
