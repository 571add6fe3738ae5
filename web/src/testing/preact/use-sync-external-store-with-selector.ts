/**
 * use-sync-external-store/with-selector for the unit tests, in ES module
 * form (see use-sync-external-store-shim.ts): the package's own algorithm
 * (MIT, Meta), over the built-in useSyncExternalStore. The selection is
 * memoised on the snapshot, and kept while isEqual says it is unchanged.
 */
/* eslint-disable react-hooks/exhaustive-deps, react-hooks/immutability */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

type Instance<Selection> = { hasValue: boolean; value: Selection | null }

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instRef = useRef<Instance<Selection> | null>(null)
  const inst = (instRef.current ??= { hasValue: false, value: null })
  const [getSelection, getServerSelection] = useMemo(() => {
    let memoised: { snapshot: Snapshot; selection: Selection } | null = null
    const select = (snapshot: Snapshot): Selection => {
      if (memoised === null) {
        const selection = selector(snapshot)
        if (isEqual !== undefined && inst.hasValue && isEqual(inst.value as Selection, selection)) {
          memoised = { snapshot, selection: inst.value as Selection }
          return memoised.selection
        }
        memoised = { snapshot, selection }
        return selection
      }
      if (Object.is(memoised.snapshot, snapshot)) return memoised.selection
      const selection = selector(snapshot)
      if (isEqual !== undefined && isEqual(memoised.selection, selection)) {
        memoised = { snapshot, selection: memoised.selection }
        return memoised.selection
      }
      memoised = { snapshot, selection }
      return selection
    }
    const server = getServerSnapshot ?? null
    return [() => select(getSnapshot()), server === null ? undefined : () => select(server())]
  }, [getSnapshot, getServerSnapshot, selector, isEqual])
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    inst.hasValue = true
    inst.value = value
  }, [value])
  useDebugValue(value)
  return value
}
