import { type Container } from 'inversify';
import {
  LayoutApiPort,
  LayoutSyncUseCase,
  LocalStoragePort,
  NavigationPort,
  NotifierPort,
  PreferencesPort,
  SavePreferencesUseCase,
  SessionEndedGate,
  SessionRepository,
  TickerSettingsRepository,
  TransportFailurePort,
  type LayoutApiPort as LayoutApi,
  type StoragePort,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { BrowserEnvironmentToken, WindowEnvironment } from '../kit/platform/browser-environment';
import { WindowNavigation } from '../../adapters/browser/window-navigation';
import { AppNavigator } from '../shell/app-navigator';
import { CookieNoticeStore } from '../shell/cookie-notice.store';
import { LayoutStore } from '../shell/layout.store';
import { MenuStore } from '../shell/menu.store';
import { SessionEndedStore } from '../shell/session-ended.store';
import { ShellStore } from '../shell/shell.store';
import { SonnerNotifier } from '../kit/toasts';
import { PreferencesStore } from '../shell/preferences.store';
import { SessionStore } from '../shell/session.store';
import { CurrentLocale } from '../kit/i18n/locale-source';
import { NamespacesToken } from '../kit/i18n/area-texts';
import { loadTexts } from '../app/texts';
import { TransportFailurePresenter } from '../shell/transport-failure.presenter';

/** Binds the ports the UI implements and the UI's stores (singletons); view-models are built from their classes (transient). */
export function bindUi(container: Container): void {
  // Browser-facing adapters of the UI.
  container.bind(NavigationPort).toResolvedValue(() => new WindowNavigation());
  container.bind(BrowserEnvironmentToken).toResolvedValue(() => new WindowEnvironment());
  container.bind(NotifierPort).toResolvedValue(() => new SonnerNotifier());

  // Stores and the ports they implement.
  container.bind(NamespacesToken).toConstantValue(loadTexts);
  container.bind(LocaleStore).toSelf().inSingletonScope();
  container.bind(CurrentLocale).toService(LocaleStore);
  container.bind(SessionStore).toSelf().inSingletonScope();
  container
    .bind(TickerSettingsRepository)
    .toResolvedValue((local: StoragePort) => new TickerSettingsRepository(local), [LocalStoragePort]);
  container
    .bind(SavePreferencesUseCase)
    .toResolvedValue(
      (api: LayoutApi, session: SessionRepository) => new SavePreferencesUseCase(api, session),
      [LayoutApiPort, SessionRepository],
    );
  container
    .bind(LayoutSyncUseCase)
    .toResolvedValue(
      (api: LayoutApi, session: SessionRepository) => new LayoutSyncUseCase(api, session),
      [LayoutApiPort, SessionRepository],
    );
  container.bind(PreferencesStore).toSelf().inSingletonScope();
  container.bind(PreferencesPort).toService(PreferencesStore);
  container
    .bind(SessionEndedGate)
    .toResolvedValue(() => new SessionEndedGate())
    .inSingletonScope();
  container.bind(SessionEndedStore).toSelf().inSingletonScope();
  container.bind(TransportFailurePresenter).toSelf().inSingletonScope();
  container.bind(TransportFailurePort).toService(TransportFailurePresenter);
  container.bind(MenuStore).toSelf().inSingletonScope();
  container.bind(ShellStore).toSelf().inSingletonScope();
  container.bind(LayoutStore).toSelf().inSingletonScope();
  container.bind(CookieNoticeStore).toSelf().inSingletonScope();
  container.bind(AppNavigator).toSelf().inSingletonScope();
}
