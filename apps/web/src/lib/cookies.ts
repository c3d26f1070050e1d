/** First-party cookies for attribution (seed 000 section 9: 30 days landing, 90 days otherwise). */
export const COOKIE_DAYS = { landing: 30, default: 90 } as const;

export function getCookie(name: string, doc: Document = document): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function setCookie(
  name: string,
  value: string,
  days: number = COOKIE_DAYS.default,
  doc: Document = document,
  now = Date.now(),
) {
  const expires = new Date(now + days * 86_400_000).toUTCString();
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}
