/**
 * json-shape checks the shape of JSON the app needs before its first page:
 * the configuration, the session and the catalog. It is a tiny stand-in
 * for the subset of zod/mini those files use, with the same names, so that
 * zod (≈15 KB gzipped once its core is shared with the forms' full zod)
 * stays out of the first load. Forms keep using zod, in their lazy chunks.
 * Like zod, objects keep only the declared keys, and numbers must be finite.
 */

export type Issue = { path: (string | number)[]; message: string }

export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: ShapeError }

/** ShapeError lists every mismatch between a value and its schema. */
export class ShapeError extends Error {
  readonly issues: Issue[]

  constructor(issues: Issue[]) {
    super(issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '))
    this.name = 'ShapeError'
    this.issues = issues
  }
}

type Check<T> = (value: T) => string | null

/** Schema validates unknown data as T. */
export class Schema<T> {
  private readonly read: (value: unknown, path: Issue['path'], issues: Issue[]) => T

  constructor(read: (value: unknown, path: Issue['path'], issues: Issue[]) => T) {
    this.read = read
  }

  /** run is the schema's check at path, recording issues (used by containers). */
  run(value: unknown, path: Issue['path'], issues: Issue[]): T {
    return this.read(value, path, issues)
  }

  safeParse(value: unknown): SafeParseResult<T> {
    const issues: Issue[] = []
    const data = this.read(value, [], issues)
    return issues.length === 0 ? { success: true, data } : { success: false, error: new ShapeError(issues) }
  }

  /** parse returns the checked value or throws ShapeError. */
  parse(value: unknown): T {
    const result = this.safeParse(value)
    if (!result.success) throw result.error
    return result.data
  }

  /** check adds refinements, e.g. `string().check(minLength(1))`. */
  check(...checks: Check<T>[]): Schema<T> {
    return new Schema((value, path, issues) => {
      const before = issues.length
      const data = this.read(value, path, issues)
      if (issues.length === before) {
        for (const c of checks) {
          const message = c(data)
          if (message) issues.push({ path, message })
        }
      }
      return data
    })
  }
}

type Out<S> = S extends Schema<infer T> ? T : never

/** infer is the type a schema checks for, as z.infer. */
export type infer<S> = Out<S>

function primitive<T>(name: string, test: (value: unknown) => value is T): Schema<T> {
  return new Schema((value, path, issues) => {
    if (!test(value)) issues.push({ path, message: `expected ${name}` })
    return value as T
  })
}

export const string = () => primitive('string', (v): v is string => typeof v === 'string')
export const number = () => primitive('number', (v): v is number => typeof v === 'number' && Number.isFinite(v))
export const boolean = () => primitive('boolean', (v): v is boolean => typeof v === 'boolean')

export function minLength(min: number): Check<string | readonly unknown[]> {
  return (value) => (value.length < min ? `expected at least ${min} characters` : null)
}

function enumOf<const V extends readonly string[]>(values: V): Schema<V[number]> {
  return primitive(`one of ${values.join(', ')}`, (v): v is V[number] => typeof v === 'string' && values.includes(v))
}
export { enumOf as enum }

export function optional<T>(schema: Schema<T>): Schema<T | undefined> {
  return new Schema((value, path, issues) => (value === undefined ? undefined : schema.run(value, path, issues)))
}

export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return new Schema((value, path, issues) => (value === null ? null : schema.run(value, path, issues)))
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return new Schema((value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ path, message: 'expected array' })
      return []
    }
    return value.map((v: unknown, i) => item.run(v, [...path, i], issues))
  })
}

type Shape = Record<string, Schema<unknown>>
// Like zod, a key whose schema admits undefined (optional) may be absent.
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Out<S[K]> ? K : never }[keyof S]
type Flat<T> = { [K in keyof T]: T[K] } & {}
type ObjectOut<S extends Shape> = Flat<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Out<S[K]> } & { [K in OptionalKeys<S>]?: Out<S[K]> }
>

export function object<S extends Shape>(shape: S): Schema<ObjectOut<S>> {
  return new Schema((value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ path, message: 'expected object' })
      return {} as ObjectOut<S>
    }
    const input = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const [key, schema] of Object.entries(shape)) {
      const checked = schema.run(input[key], [...path, key], issues)
      if (checked !== undefined || key in input) out[key] = checked
    }
    return out as ObjectOut<S>
  })
}
