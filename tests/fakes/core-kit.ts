import {
  AppEvents,
  DeviceIdentity,
  LogoutUseCase,
  SessionRepository,
  SessionStarter,
  SignInUseCase,
  TimeSpentTracker,
  ValidateTwoFactorUseCase,
  type ActiveUser,
} from '../../core';
import { FakeAuthApi } from './fake-auth-api';
import { FakeClock } from './fake-clock';
import { FakeLayoutApi, FakeSessionApi, RecordingNotifier } from './fake-apis';
import { MemoryStorage } from './memory-storage';
import { RecordingLogger, RecordingNavigation, RecordingPreferences, SequentialIds } from './recorders';
import { configFor, StaticConfig } from './static-config';

/** The core wired to fakes: what a unit test or a core-assembly scenario needs for the session rules. */
export function createCoreKit() {
  const clock = new FakeClock();
  const local = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  const auth = new FakeAuthApi();
  const layoutApi = new FakeLayoutApi();
  const sessionApi = new FakeSessionApi();
  const navigation = new RecordingNavigation();
  const logger = new RecordingLogger();
  const notifier = new RecordingNotifier();
  const preferences = new RecordingPreferences();
  const events = new AppEvents();
  const session = new SessionRepository(local, sessionStorage);
  const device = new DeviceIdentity(local, new SequentialIds());
  const starter = new SessionStarter(session, preferences, events);
  const timeSpent = new TimeSpentTracker(clock, sessionStorage, sessionApi);
  const logout = new LogoutUseCase(auth, session, timeSpent, device, navigation, clock, events, logger);
  const loginEvents: ActiveUser[] = [];
  events.on('login', (user) => loginEvents.push(user));
  const config = new StaticConfig({
    ...configFor('https://api.test'),
    pushProjectIds: { android: 'celeiro-android', ios: 'celeiro-ios' },
  });
  return {
    config,
    clock,
    local,
    sessionStorage,
    auth,
    layoutApi,
    sessionApi,
    navigation,
    logger,
    notifier,
    preferences,
    events,
    session,
    device,
    starter,
    timeSpent,
    logout,
    loginEvents,
    signIn: new SignInUseCase(auth, device, starter),
    twoFactor: new ValidateTwoFactorUseCase(auth, device, starter),
  };
}

/** The core wired to fakes. */
export type CoreKit = ReturnType<typeof createCoreKit>;
