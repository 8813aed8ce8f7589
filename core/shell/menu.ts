import { type LocalizedNames } from '../kernel/locale';
/** A country and the route name a subject uses there. */
export interface PlatformRoute {
  country: string;
  routeName: string;
}

/** A subject or commodity of the main menu, as `main/menu` returns it (SPEC §3). */
export interface SubjectMenuItem extends LocalizedNames {
  id: number;
  icone: string;
  habilitado: boolean;
  originCode: number;
  mne: string;
  platformWdmaRoute: PlatformRoute[];
}

/** The path of the first informative item: the first enabled menu entry, or All (0) when there is none. */
export function firstInformativePath(menu: readonly SubjectMenuItem[]): string {
  const first = menu.find((item) => item.habilitado);
  return `/informative/${first ? first.id : 0}`;
}

/** Whether `to` is a path inside this app (starts with one '/'), safe to return to after sign-in. */
export function isSafeReturnPath(to: string | null | undefined): to is string {
  return (
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    !to.startsWith('/\\') &&
    !to.startsWith('/pages/login')
  );
}

/** Where a user lands after signing in: the page they asked for, else the first informative item. */
export function landingPath(returnTo: string | null | undefined, menu: readonly SubjectMenuItem[]): string {
  return isSafeReturnPath(returnTo) ? returnTo : firstInformativePath(menu);
}
