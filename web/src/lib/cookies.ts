// The app's own cookies: small, non-secret settings the server may read too
// (the session hint is the server's; the sidebar's state and the language
// are the app's).

/** readCookie is the value of the cookie name, or undefined. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

/** writeCookie keeps value under name for the whole site for maxAge seconds. */
export function writeCookie(name: string, value: string, maxAge: number): void {
  document.cookie = `${name}=${value}; path=/; max-age=${String(maxAge)}; samesite=lax`
}
