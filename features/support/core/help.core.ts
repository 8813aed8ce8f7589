import {
  createActiveUser,
  DeviceIdentity,
  LoadAttendanceUseCase,
  Profile,
  SendDiagnosticLogUseCase,
  SessionRepository,
  Tour,
  type AttendanceArea,
} from '../../../core';
import { FakeAppVersion } from '../../../tests/fakes/fake-apis';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakeSupportApi } from '../../../tests/fakes/fake-support-api';
import { MemoryStorage } from '../../../tests/fakes/memory-storage';
import { SequentialIds } from '../../../tests/fakes/recorders';
import { type HelpTasks, type ReceivedDiagnostic, type ShownVersion } from '../help.tasks';

/** The PtBr names of the attendance areas, as the interface shows them. */
const AREA_NAMES: Record<AttendanceArea, string> = {
  commercial: 'Comercial',
  support: 'Atendimento',
  'account-manager': 'Gerente da sua conta',
  analysis: 'Análise de mercado',
  financial: 'Financeiro',
};

/** The help's rules on the core: the attendance use case, the version port, the tour, the diagnostic use case. */
export class CoreHelp implements HelpTasks {
  private readonly local = new MemoryStorage();
  private readonly session = new SessionRepository(this.local, new MemoryStorage());
  private readonly device = new DeviceIdentity(this.local, new SequentialIds());
  private readonly api = new FakeSupportApi(() => this.session.isAuthenticated());
  private readonly versions = new FakeAppVersion('3f9a1c7e2b', '2026-11-20T14:30:00.000Z');
  private readonly tour = new Tour(this.local);

  async open(email?: string): Promise<void> {
    if (email)
      this.session.save(
        createActiveUser({
          nome: 'Assinante',
          email,
          token: 'token-1',
          profile: Profile.SUBSCRIBER,
          sessionId: 'session-1',
        }),
        false,
      );
  }

  async attendanceAreas(): Promise<string[]> {
    const contacts = await new LoadAttendanceUseCase(this.api, this.session).execute();
    return contacts.map((contact) => AREA_NAMES[contact.area]);
  }

  async version(): Promise<ShownVersion> {
    const { hash, builtAt } = await this.versions.version();
    return { hash, builtAt: builtAt ?? '' };
  }

  versionPage(): Promise<ShownVersion> {
    return this.version();
  }

  async runningVersion(): Promise<ShownVersion> {
    // The version port is what the deployment serves as /appversion.json.
    const { hash, builtAt } = await this.versions.version();
    return { hash, builtAt: builtAt ?? '' };
  }

  async startTour(): Promise<void> {
    this.tour.start();
  }

  async tourRequested(): Promise<boolean> {
    return this.tour.status === 'running';
  }

  async supportIds(): Promise<ReceivedDiagnostic> {
    return { deviceId: this.device.id(), sessionId: this.session.current()?.sessionId || null };
  }

  async sendDiagnostic(): Promise<void> {
    await new SendDiagnosticLogUseCase(this.api, this.device, this.session, this.versions, new FakeClock()).execute({
      userAgent: 'Cucumber',
      locale: 'PtBr',
      location: '/informative/1',
    });
  }

  async receivedDiagnostic(): Promise<ReceivedDiagnostic> {
    const last = this.api.logs.at(-1);
    if (!last) throw new Error('no diagnostic received');
    return { deviceId: last.deviceId, sessionId: last.sessionId };
  }

  about(): Promise<string> {
    throw new Error('only a page shows the About tab (a @browser-only step)');
  }

  lgpd(): Promise<{ rights: number; links: string[] }> {
    throw new Error('only a page shows the LGPD tab (a @browser-only step)');
  }

  policyAndTerms(): Promise<{ policy: boolean; terms: boolean }> {
    throw new Error('only a page shows these tabs (a @browser-only step)');
  }

  tabs(): Promise<string[]> {
    throw new Error('only a page shows tabs (a @browser-only step)');
  }

  arrowRightFrom(): Promise<void> {
    throw new Error('only a page has a keyboard (a @browser-only step)');
  }

  openTab(): Promise<string> {
    throw new Error('only a page shows tabs (a @browser-only step)');
  }

  closeWithEscape(): Promise<boolean> {
    throw new Error('only a page has a keyboard focus (a @browser-only step)');
  }
}
