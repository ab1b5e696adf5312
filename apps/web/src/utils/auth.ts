/** The session token lives in a session cookie named `Admin-Token` (RuoYi-compatible). */
export const TOKEN_KEY = 'Admin-Token';

function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

export function getToken(): string | undefined {
  const value = readCookie(TOKEN_KEY);
  return value ? value : undefined;
}

export function setToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a session cookie readable by the app is the RuoYi contract; the Cookie Store API is not in every supported browser
  document.cookie = `${encodeURIComponent(TOKEN_KEY)}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`;
}

export function removeToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a session cookie readable by the app is the RuoYi contract; the Cookie Store API is not in every supported browser
  document.cookie = `${encodeURIComponent(TOKEN_KEY)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
