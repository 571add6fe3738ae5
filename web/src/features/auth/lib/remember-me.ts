const key = 'vecino.rememberMe'

/** rememberedChoice is the last "remember me" choice on this device (docs/PRODUCT.md §6 stores it). */
export function rememberedChoice(): boolean {
  try {
    return window.localStorage.getItem(key) === 'true'
  } catch {
    return false
  }
}

export function storeRememberChoice(remember: boolean): void {
  try {
    if (remember) window.localStorage.setItem(key, 'true')
    else window.localStorage.removeItem(key)
  } catch {
    // Storage may be forbidden (private browsing); the checkbox then starts unticked.
  }
}
