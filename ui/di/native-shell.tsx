import { type Container } from 'inversify';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  AfterLoginBiometry,
  AppEvents,
  type BiometryState,
  externalAddress,
  imageMimeType,
  LoggerPort,
  NativeBridgePort,
  NativePush,
  QuickSignIn,
  type LoggerPort as Logger,
  type NativeBridgePort as NativeBridge,
} from '../../core';
import { bindNative } from './native-bindings';
import { InjectionProvider } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { BiometryOffer } from '../native/biometry-offer';

/**
 * Inside the native shell, links that leave the app open in the shell's in-app browser (openExternalURL) and the
 * images of a news item in its viewer (openImage), instead of a new tab; where the shell cannot, the browser's way.
 */
function openThroughShell(doc: Document, shell: NativeBridge, logger: Logger): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
    const image = event.target.closest<HTMLImageElement>('.news-body img, img.news-detail-image');
    const link = event.target.closest<HTMLAnchorElement>('a[href]');
    const external = link ? externalAddress(link.href, doc.location.origin) : null;
    if (external) {
      event.preventDefault();
      shell.request('openExternalURL', { url: external }).catch(() => {
        logger.warn('opened in a new tab: the shell did not open the link');
        doc.defaultView?.open(external, '_blank', 'noopener');
      });
    } else if (image && !link) {
      event.preventDefault();
      void shell.request('openImage', { url: image.currentSrc || image.src, mimeType: imageMimeType(image.src) });
    }
  });
}

/** Shows the biometry offer over the page it lands on (its own root: the page under it goes on). */
async function showBiometryOffer(container: Container): Promise<void> {
  const locale = container.get(LocaleStore);
  await locale.load(['native']);
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <InjectionProvider container={container}>
      <I18nextProvider i18n={locale.i18n}>
        <BiometryOffer onClose={close} />
      </I18nextProvider>
    </InjectionProvider>,
  );
}

/**
 * Starts the app's native side, once, when it runs inside the shell (the app marker): the bridge, links, images and
 * documents through the shell, the push, and the biometry offer after a password sign-in.
 */
export function startNativeShell(container: Container): void {
  bindNative(container);
  const shell = container.get<NativeBridge>(NativeBridgePort);
  const logger = container.get<Logger>(LoggerPort);
  openThroughShell(document, shell, logger);
  container.get(NativePush).start();
  const quick = container.get(QuickSignIn);
  // What the device offers is asked once (the shell answers before anyone has signed in); what is set up here, at
  // each login.
  let available = false;
  quick.status().then(
    (status) => (available = status.available),
    () => undefined,
  );
  const state = (): BiometryState => ({ inNativeApp: true, available, enrolled: quick.record() !== null });
  new AfterLoginBiometry(container.get(AppEvents), state, () => void showBiometryOffer(container)).start();
}
