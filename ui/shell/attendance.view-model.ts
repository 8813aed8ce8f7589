import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LoadAttendanceUseCase, type AttendanceContact } from '../../core';
import { loadRead } from '../kit/load-read';

/** The help dialog's Attendance tab: the client contacts for a signed-in user, the public ones for a visitor. */
@injectable('Transient')
export class AttendanceViewModel {
  loading = true;
  failed = false;
  contacts: AttendanceContact[] = [];

  constructor(@inject(LoadAttendanceUseCase) private readonly loadAttendance: LoadAttendanceUseCase) {
    makeAutoObservable<this, 'loadAttendance'>(this, { loadAttendance: false }, { autoBind: true });
  }

  /** Reads the contacts. */
  async load(): Promise<void> {
    await loadRead(
      this,
      () => this.loadAttendance.execute(),
      (contacts) => (this.contacts = contacts),
    );
  }

  dispose(): void {}
}
