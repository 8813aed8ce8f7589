import { observable, runInAction } from 'mobx';
import { type NotifierPort, type ToastMessage } from '../../core';

type Sonner = typeof import('sonner');
const sonner = observable.box<Sonner | undefined>(undefined, { deep: false });

/** Loads sonner (once): with the first toast of the page, or when the page is idle, never with its first paint. */
export async function loadSonner(): Promise<Sonner> {
  const loaded = sonner.get() ?? (await import('sonner'));
  if (!sonner.get()) runInAction(() => sonner.set(loaded));
  return loaded;
}

/** Sonner, once it has loaded. */
export const loadedSonner = (): Sonner | undefined => sonner.get();

/** Whether this page has asked for a toast yet: the toaster is drawn from then on. */
export const toastsWanted = observable.box(false);

/**
 * Shows a toast with sonner (SPEC §8: success, danger, warning, info; a title and a message). A notice identical to
 * one still shown replaces it, so a failure that repeats (a poll while offline) is one toast, not a pile.
 */
function show({ toast }: Sonner, { level, title, message }: ToastMessage): void {
  const options = { description: message, id: `${level}|${title}|${message}` };
  switch (level) {
    case 'success':
      toast.success(title, options);
      break;
    case 'danger':
      toast.error(title, options);
      break;
    case 'warning':
      toast.warning(title, options);
      break;
    case 'info':
      toast.info(title, options);
      break;
  }
}

/**
 * The core's NotifierPort as sonner toasts. A toast draws the toaster; one made before sonner has loaded loads it and
 * shows when it is there (a toast made before the toaster is drawn appears when it is), later ones at once.
 */
export class SonnerNotifier implements NotifierPort {
  notify(message: ToastMessage): void {
    if (!toastsWanted.get()) runInAction(() => toastsWanted.set(true));
    const loaded = sonner.get();
    if (loaded) show(loaded, message);
    else void loadSonner().then((later) => show(later, message));
  }
}
