import { toast } from 'sonner';
import { type NotifierPort, type ToastMessage } from '../../core';

/**
 * The core's NotifierPort as sonner toasts (SPEC §8: success, danger, warning, info; a title and a message). A notice
 * identical to one still shown replaces it, so a failure that repeats (a poll while offline) is one toast, not a pile.
 */
export class SonnerNotifier implements NotifierPort {
  notify({ level, title, message }: ToastMessage): void {
    const options = { description: message, id: `${level}|${title}|${message}` };
    switch (level) {
      case 'success':
        toast.success(title, options);
        break;
      case 'danger':
        toast.error(title, options);
        break;
      case 'warning':
        toast.warning(title, options);
        break;
      case 'info':
        toast.info(title, options);
        break;
    }
  }
}
