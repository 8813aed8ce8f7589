// The one push sender of every notification to a registered device. The reference server has no push gateway: each
// push is stored in the database, the dev push outbox (shown at /dev/push-outbox when the dev mailbox is on).
import { type Database } from '../db/database';
import { insertPush } from './repository';

/** A push notification to one registered device. */
export interface OutgoingPush {
  /** The device's owner. */
  userId: number;
  deviceId: string;
  /** Platform code (SPEC §3): android 0, ios 1, other 2. */
  platform: number;
  /** The push project it goes through (null: the gateway's default for the platform). */
  pushProjectId: string | null;
  pushToken: string;
  title: string;
  body: string;
  /** What the native shell hands to the app (SPEC §3, Push notification: userdata.custom). */
  data: Record<string, unknown>;
}

/** Sends push notifications. */
export interface PushSender {
  /** Sends one push (or stores it in the dev push outbox). */
  send(push: OutgoingPush): Promise<void>;
  /** Releases the gateway. */
  close(): void;
}

/** What the push sender needs. */
export interface PushSenderOptions {
  db: Database;
  now: () => Date;
}

/** Creates the push sender: the dev push outbox in the database. */
export function createPushSender(options: PushSenderOptions): PushSender {
  return {
    async send(push) {
      await insertPush(options.db, { ...push, sentAt: options.now() });
    },
    close: () => undefined,
  };
}
