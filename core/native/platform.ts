// Platform and device detection (SPEC §4) and the native-app marker (SPEC §2, guard rules 5 and 8).
import { DeviceType, Platform } from '../kernel/enums';

/** The platform from a user agent: android 0, ios 1 (iPhone, iPad, iPod), other 2. */
export function detectPlatform(userAgent: string | null | undefined): Platform {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return Platform.ANDROID;
  if (/iphone|ipad|ipod/i.test(ua)) return Platform.IOS;
  return Platform.OTHER;
}

/** The device type from a user agent: mobile 0 (phones, tablets, mobile browsers), desktop 1. */
export function detectDeviceType(userAgent: string | null | undefined): DeviceType {
  return /mobi|android|iphone|ipad|ipod|webos|blackberry|iemobile|opera mini/i.test(userAgent ?? '')
    ? DeviceType.MOBILE
    : DeviceType.DESKTOP;
}

/** Whether the browser is an old Internet Explorer (MSIE or Trident), which is sent to the not-supported page. */
export function isOldInternetExplorer(userAgent: string | null | undefined): boolean {
  return /msie |trident\//i.test(userAgent ?? '');
}

/** The query parameter that marks the app running inside the native shell. */
export const APP_MARKER = 'isApp';

/** The query string of an address ('' when none); the fragment is ignored. */
function queryOf(address: string): string {
  const withoutHash = address.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  return at === -1 ? (withoutHash.includes('=') ? withoutHash : '') : withoutHash.slice(at + 1);
}

/** Whether an address (full URL, path with query, or bare query) carries the app marker isApp=true. */
export function isNativeApp(address: string | null | undefined): boolean {
  return queryOf(address ?? '')
    .split('&')
    .some((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return decodeURIComponent(name) === APP_MARKER && decodeURIComponent(value).toLowerCase() === 'true';
    });
}

/** A path with isApp=true added when running in the native app (carried across navigations); unchanged otherwise. */
export function withAppMarker(path: string, inNativeApp: boolean): string {
  if (!inNativeApp || isNativeApp(path)) return path;
  const [beforeHash = '', hash] = path.split('#');
  const joined = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${APP_MARKER}=true`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The address a link leads out of the app to (http or https on another origin), or null for the app's own links. */
export function externalAddress(href: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, appOrigin);
  } catch {
    return null;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== appOrigin ? url.href : null;
}

/** The MIME type of an image from its address's extension (image/jpeg when it names none the app knows). */
export function imageMimeType(address: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(address)?.[1]?.toLowerCase();
  const known: Record<string, string> = {
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    svg: 'image/svg+xml',
    avif: 'image/avif',
  };
  return (extension && known[extension]) ?? 'image/jpeg';
}
