// A news detail as the app reads it: the API sends its event's times as ISO text (core/content wire types);
// the HTTP adapter turns them into luxon instants once, at the boundary, so no screen parses a date.
import { type DateTime } from 'luxon';
import { type ContentEvent, type NewsDetail } from './content-item';

/** An event whose start and end are luxon instants. */
export type TimedContentEvent = Omit<ContentEvent, 'start' | 'end'> & { start: DateTime; end: DateTime };

/** A news detail whose event (if any) is a TimedContentEvent. */
export type TimedNewsDetail = Omit<NewsDetail, 'event'> & { event: TimedContentEvent | null };
