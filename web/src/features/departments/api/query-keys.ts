/** departmentKeys is the query-key factory of the owner's departments page and the department's update page. */
export const departmentKeys = {
  all: ['departments'] as const,
  list: () => [...departmentKeys.all, 'list'] as const,
  update: (id: string, sig: string) => [...departmentKeys.all, 'update', id, sig] as const,
}
