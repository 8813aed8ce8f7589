import { type ActiveUser } from './active-user';

/** A push notification the native shell received (SPEC §3): `userdata.custom` with its action and an id. */
export interface PushReceived {
  /** The action, e.g. openPage; null when the push carried none. */
  action: string | null;
  /** The id of the content it points to; null when none. */
  id: number | null;
}

/** The events the core announces. */
export interface AppEventMap {
  login: ActiveUser;
  logout: undefined;
  /** Something was added to the playlist: the playlist panel opens. */
  openPlaylist: undefined;
  /** The native shell received a push notification. */
  pushReceived: PushReceived;
}

type Listener<T> = (payload: T) => void;

/** A small typed publish/subscribe bus for application events (login, logout, open playlist, push received). */
export class AppEvents {
  private readonly listeners = new Map<keyof AppEventMap, Set<Listener<never>>>();

  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof AppEventMap>(event: K, listener: Listener<AppEventMap[K]>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener<never>);
  }

  /** Announces an event to every subscriber. */
  emit<K extends keyof AppEventMap>(event: K, payload: AppEventMap[K]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as Listener<AppEventMap[K]>)(payload);
  }
}
