import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AppVersionPort, type AppVersion, type AppVersionPort as AppVersions } from '../../core';
import { loadRead } from '../kit/load-read';

/** The version of the running app and its build date (the help dialog's Version tab and the /version page). */
@injectable('Transient')
export class AppVersionViewModel {
  loading = true;
  failed = false;
  version: AppVersion | null = null;

  constructor(@inject(AppVersionPort) private readonly versions: AppVersions) {
    makeAutoObservable<this, 'versions'>(this, { versions: false }, { autoBind: true });
  }

  /** Reads the version file. */
  async load(): Promise<void> {
    await loadRead(
      this,
      () => this.versions.version(),
      (version) => (this.version = version),
    );
  }

  dispose(): void {}
}
