/** the docs/product/rules.md#constants 'token' key; a feature keeps its own keys through the accessors below. */
const TOKEN = 'token';

/** The browser's local storage, or null where there is none (no window) or the browser refuses it. */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The tab's session storage, or null like localStore. */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getToken(): string {
  return localStore()?.getItem(TOKEN) ?? '';
}

export function setToken(token: string): void {
  localStore()?.setItem(TOKEN, token);
}

export function removeToken(): void {
  localStore()?.removeItem(TOKEN);
}

export function clearLocal(): void {
  localStore()?.clear();
}
