import { type Container } from 'inversify';
import { reaction } from 'mobx';
import { type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  AfterLoginBiometry,
  AppEvents,
  type BiometryState,
  LoggerPort,
  NativeBridgePort,
  NativePush,
  openImageInShell,
  openOutside,
  QuickSignIn,
  type LoggerPort as Logger,
  type NativeBridgePort as NativeBridge,
} from '../../core';
import { bindOnce } from '../di/binding';
import { bindNative } from '../di/native-bindings';
import { InjectionProvider } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { type PageEvents, PageEventsToken } from '../kit/platform/page-events';
import { ShellStore } from '../shell/shell.store';
import { loadBiometryDialogs } from '../modules';

/**
 * Inside the native shell, links that leave the app open in the shell's in-app browser (openExternalURL) and the
 * images of a news item in its viewer (openImage), instead of a new tab; where the shell cannot, the browser's way.
 */
function openThroughShell(doc: Document, shell: NativeBridge, logger: Logger): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
    const image = event.target.closest<HTMLImageElement>('.news-body img, img.news-detail-image');
    const link = event.target.closest<HTMLAnchorElement>('a[href]');
    const newTab = (url: string) => void doc.defaultView?.open(url, '_blank', 'noopener');
    if (link && openOutside(shell, link.href, doc.location.origin, newTab, logger)) {
      event.preventDefault();
    } else if (image && !link) {
      event.preventDefault();
      openImageInShell(shell, image.currentSrc || image.src, newTab, logger);
    }
  });
}

type BiometryDialogs = Awaited<ReturnType<typeof loadBiometryDialogs>>;

/** Shows a dialog of the native side over the page (its own root: the page under it goes on). */
async function showDialog(
  container: Container,
  dialog: (close: () => void, dialogs: BiometryDialogs) => ReactNode,
): Promise<void> {
  const locale = container.get(LocaleStore);
  const [dialogs] = await Promise.all([loadBiometryDialogs(), locale.load(['native'])]);
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <InjectionProvider container={container}>
      <I18nextProvider i18n={locale.i18n}>{dialog(close, dialogs)}</I18nextProvider>
    </InjectionProvider>,
  );
}

/**
 * Starts the app's native side, once, when it runs inside the shell (the app marker): the bridge, links, images and
 * documents through the shell, the push, and the biometry offer after a password sign-in. True once started.
 */
export function startNativeShell(container: Container): true {
  bindOnce(container, bindNative);
  const shell = container.get<NativeBridge>(NativeBridgePort);
  const logger = container.get<Logger>(LoggerPort);
  openThroughShell(document, shell, logger);
  container.get(NativePush).start();
  const quick = container.get(QuickSignIn);
  // What the device offers is asked at the start (the shell answers before anyone has signed in) and again when the
  // app comes back to the front, where the user may have changed the phone's biometry; what is set up here, at each
  // login.
  let available = false;
  const askOffer = () =>
    quick.status().then(
      (status) => (available = status.available),
      () => undefined,
    );
  void askOffer();
  container.get<PageEvents>(PageEventsToken).onVisibilityChange((visible) => {
    if (!visible) return;
    quick.deviceMayHaveChanged();
    void askOffer();
  });
  const state = (): BiometryState => ({ inNativeApp: true, available, enrolled: quick.record() !== null });
  new AfterLoginBiometry(container.get(AppEvents), state, () => {
    void showDialog(container, (close, { BiometryOffer }) => <BiometryOffer onClose={close} />);
  }).start();
  // The user menu's Biometry entry opens the settings.
  const shellStore = container.get(ShellStore);
  reaction(
    () => shellStore.isPopupOpen('biometry'),
    (open) => {
      if (!open) return;
      void showDialog(container, (close, { BiometryDialog }) => (
        <BiometryDialog
          onClose={() => {
            close();
            shellStore.setPopupOpen('biometry', false);
          }}
        />
      ));
    },
  );
  return true;
}
