/**
 * The review queues' keyboard shortcuts (docs/guide.md, "Keyboard"): one
 * key each, no modifier. They never fire while the user types (an input,
 * textarea, select or contenteditable has the focus), with Ctrl, Alt or
 * Meta held, or while a dialog is open (the dialog has the keyboard).
 */
export type ShortcutAction = 'next' | 'previous' | 'decide' | 'reject' | 'photos' | 'help'

/** shortcutKeys maps each key to its action; a and f both make the direct move (forward in screening, approve in pending). */
export const shortcutKeys: Readonly<Record<string, ShortcutAction>> = {
  j: 'next',
  k: 'previous',
  a: 'decide',
  f: 'decide',
  r: 'reject',
  p: 'photos',
  '?': 'help',
}

/** shortcutList is the help sheet's order: the keys of each action. */
export const shortcutList: readonly { action: ShortcutAction; keys: readonly string[] }[] = [
  { action: 'next', keys: ['j'] },
  { action: 'previous', keys: ['k'] },
  { action: 'decide', keys: ['a', 'f'] },
  { action: 'reject', keys: ['r'] },
  { action: 'photos', keys: ['p'] },
  { action: 'help', keys: ['?'] },
]

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT'
}

function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null
}

/** shortcutFor says which action a key press asks for, or null when it is not a shortcut here and now. */
export function shortcutFor(event: KeyboardEvent): ShortcutAction | null {
  if (event.defaultPrevented || event.repeat || event.isComposing) return null
  if (event.ctrlKey || event.altKey || event.metaKey) return null
  const action = shortcutKeys[event.key]
  if (!action) return null
  // Shift is how '?' is typed; with any other key it is not the shortcut.
  if (event.shiftKey && event.key !== '?') return null
  if (isTyping(event.target) || isTyping(document.activeElement) || dialogOpen()) return null
  return action
}
