// A rough operating-system and browser name from a User-Agent header, for the login fields.

/** The operating system named by a User-Agent. */
export function operatingSystemOf(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'macOS';
  if (/linux|x11/i.test(userAgent)) return 'Linux';
  return 'Other';
}

/** The browser named by a User-Agent. */
export function browserOf(userAgent: string): string {
  if (/edg\//i.test(userAgent)) return 'Edge';
  if (/opr\/|opera/i.test(userAgent)) return 'Opera';
  if (/firefox|fxios/i.test(userAgent)) return 'Firefox';
  if (/chrome|crios|chromium/i.test(userAgent)) return 'Chrome';
  if (/safari/i.test(userAgent)) return 'Safari';
  return 'Other';
}
