import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  ContentApiPort,
  LocalStoragePort,
  markNotificationsSeen,
  type ContentApiPort as ContentApi,
  type ContentNotification,
  type StoragePort,
} from '../../core';
import { loadRead } from '../kit/load-read';
import { NotificationCentreStore } from './notification-centre.store';
import { SessionStore } from './session.store';

/** The notification centre's list (issue 11), read at every opening of the panel; what it lists is then seen. */
@injectable('Transient')
export class NotificationListViewModel {
  items: ContentNotification[] = [];
  loading = false;
  failed = false;
  /** Whether the list was read at least once. */
  loaded = false;

  constructor(
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(NotificationCentreStore) private readonly centre: NotificationCentreStore,
    @inject(LocalStoragePort) private readonly local: StoragePort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'api' | 'centre' | 'local' | 'session'>(
      this,
      { api: false, centre: false, local: false, session: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    await loadRead(
      this,
      () => this.api.contentNotification(),
      (items) => {
        this.items = items;
        this.loaded = true;
        const email = this.session.user?.email;
        if (email !== undefined) markNotificationsSeen(this.local, email, items);
        this.centre.poller.seen();
      },
    );
  }
}
