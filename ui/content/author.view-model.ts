import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type AuthorDetail, EventsApiPort, type EventsApiPort as EventsApi } from '../../core';
import { loadRead } from '../kit/load-read';

/** The author page: an author's role, biography and latest items. */
@injectable('Transient')
export class AuthorViewModel {
  author: AuthorDetail | undefined = undefined;
  loading = false;
  failed = false;
  private id = 0;

  constructor(@inject(EventsApiPort) private readonly api: EventsApi) {
    makeAutoObservable<this, 'api' | 'id'>(this, { api: false, id: false }, { autoBind: true });
  }

  async load(id: number): Promise<void> {
    this.id = id;
    await loadRead(
      this,
      () => this.api.author(id),
      (author) => (this.author = author),
    );
  }

  retry(): Promise<void> {
    return this.load(this.id);
  }

  dispose(): void {}
}
