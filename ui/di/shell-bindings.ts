import { type Container } from 'inversify';
import {
  AppVersionPort,
  ClockPort,
  DeviceIdentity,
  EndTourUseCase,
  LayoutApiPort,
  LocalStoragePort,
  LoadAttendanceUseCase,
  SendDiagnosticLogUseCase,
  SessionRepository,
  SupportApiPort,
  Tour,
  TourPort,
  type AppVersionPort as AppVersions,
  type ClockPort as Clock,
  type LayoutApiPort as LayoutApi,
  type StoragePort,
  type SupportApiPort as SupportApi,
} from '../../core';
import { TourStore } from '../shell/tour.store';

/** The help dialog's use cases (attendance, the support tools' diagnostic) and the tour the dialog starts. */
export function bindShell(container: Container): void {
  container
    .bind(LoadAttendanceUseCase)
    .toResolvedValue(
      (api: SupportApi, session: SessionRepository) => new LoadAttendanceUseCase(api, session),
      [SupportApiPort, SessionRepository],
    );
  container
    .bind(SendDiagnosticLogUseCase)
    .toResolvedValue(
      (api: SupportApi, device: DeviceIdentity, session: SessionRepository, versions: AppVersions, clock: Clock) =>
        new SendDiagnosticLogUseCase(api, device, session, versions, clock),
      [SupportApiPort, DeviceIdentity, SessionRepository, AppVersionPort, ClockPort],
    );
  container.bind(Tour).toResolvedValue((local: StoragePort) => new Tour(local), [LocalStoragePort]);
  container
    .bind(EndTourUseCase)
    .toResolvedValue(
      (tour: Tour, api: LayoutApi, session: SessionRepository) => new EndTourUseCase(tour, api, session),
      [Tour, LayoutApiPort, SessionRepository],
    );
  container.bind(TourStore).toSelf().inSingletonScope();
  container.bind(TourPort).toService(TourStore);
}
