import { type ToastMessage } from './errors/transport';

/** Shows the user a short notice (a toast); the UI decides how it looks. */
export interface NotifierPort {
  /** Shows a notice with a level, a title and a message. */
  notify(notice: ToastMessage): void;
}
/** Injection token of the NotifierPort. */
export const NotifierPort = Symbol('NotifierPort');
