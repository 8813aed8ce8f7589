import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type AuthorDetail, EventsApiPort, type EventsApiPort as EventsApi } from '../../core';
import { attempt } from '../kit/outcome';

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
    this.loading = true;
    this.failed = false;
    const outcome = await attempt(() => this.api.author(id));
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'done') this.author = outcome.value;
      else this.failed = true;
    });
  }

  retry(): Promise<void> {
    return this.load(this.id);
  }

  dispose(): void {}
}
