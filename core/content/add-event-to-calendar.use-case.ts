import { type ClockPort } from '../kernel/clock.port';
import { type FileSaverPort } from './document-api.port';
import { type DocumentFile } from './documents';
import { type CalendarEvent } from './calendar-events';
import { eventToIcs, icsFileName } from './ics';

/** The MIME type of an iCalendar file. */
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';

/**
 * Adds an event to the user's own calendar: saves its iCalendar file (RFC 5545), stamped now. A locked event (the
 * reader's rights do not include it) has no details to add and is refused.
 */
export class AddEventToCalendarUseCase {
  constructor(
    private readonly saver: FileSaverPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(event: CalendarEvent): Promise<DocumentFile> {
    if (event.locked) throw new Error('a locked event cannot be added to a calendar');
    const text = eventToIcs(event, this.clock.now());
    const file: DocumentFile = {
      name: icsFileName(event),
      mimeType: ICS_MIME_TYPE,
      bytes: new TextEncoder().encode(text),
    };
    await this.saver.save(file);
    return file;
  }
}
