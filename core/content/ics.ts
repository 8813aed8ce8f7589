// An event as an iCalendar file (RFC 5545), to add it to the user's own calendar: one VEVENT in a VCALENDAR, lines
// ended by CRLF and folded at 75 octets, texts escaped, timed events in UTC, all-day events as DATE values.
import { parseIsoInstant } from '../kernel/calendar';
import { type CalendarEvent } from './calendar-events';

/** The product identifier the files carry. */
export const ICS_PRODUCT_ID = '-//Celeiro//Agenda//PT';

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character: the rest goes on lines that start with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC DATE-TIME value (yyyyMMddTHHmmssZ) of an ISO instant, or of epoch milliseconds. */
function utcStamp(time: string | number): string {
  const millis = typeof time === 'number' ? time : parseIsoInstant(time);
  if (millis === null) throw new Error(`not an ISO instant: ${String(time)}`);
  return new Date(millis)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** A DATE value (yyyyMMdd) of an ISO day. */
function dateValue(day: string): string {
  return day.slice(0, 10).replace(/-/g, '');
}

/**
 * The iCalendar file of an event: UID from its id and the app's domain, DTSTAMP at `now`, DTSTART and DTEND in UTC
 * (or as DATE values, end exclusive, for an all-day event), its title, description (with its link), place and link.
 */
export function eventToIcs(
  event: Pick<
    CalendarEvent,
    'id' | 'title' | 'description' | 'allDay' | 'start' | 'end' | 'location' | 'link' | 'disclosureType'
  >,
  /** When the file is made, in epoch milliseconds. */
  now: number,
  domain = 'celeiro.example',
): string {
  const description = [event.description, event.link].filter((part) => part && part.trim() !== '').join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${domain}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...(event.allDay
      ? [`DTSTART;VALUE=DATE:${dateValue(event.start)}`, `DTEND;VALUE=DATE:${dateValue(event.end)}`]
      : [`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`]),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.link ? [`URL:${event.link}`] : []),
    ...(event.allDay ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** The file name of an event's iCalendar file: its title in plain letters and digits, then .ics. */
export function icsFileName(event: Pick<CalendarEvent, 'id' | 'title'>): string {
  const slug = event.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || `evento-${event.id}`}.ics`;
}
