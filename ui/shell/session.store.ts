import { inject, injectable } from 'inversify';
import { computed, createAtom, makeObservable, type IAtom } from 'mobx';
import { SessionRepository, type ActiveUser } from '../../core';

/**
 * The signed-in user as the interface observes it. It holds no copy: each read asks the session repository,
 * and the repository's change notifications tell MobX when to read again (a save, an update from the user-info
 * check or a token refresh, a clear). Every store and screen that shows the user, its rights or its
 * preferences derives from here.
 */
@injectable()
export class SessionStore {
  private readonly changes: IAtom = createAtom('stored session');

  constructor(@inject(SessionRepository) private readonly repository: SessionRepository) {
    makeObservable(this, { user: computed });
    repository.subscribe(() => this.changes.reportChanged());
  }

  /** The stored user, or null when nobody is signed in. */
  get user(): ActiveUser | null {
    this.changes.reportObserved();
    return this.repository.current();
  }
}
