// The offline shelf's addresses: which API reads of a saved news the service worker keeps a copy of, and under which
// key. A key leaves out what changes between two reads of the same thing (the language and the device flag), so a
// copy taken on one page serves the same read on another.

/** The reads of one saved news that the shelf keeps: its detail, and each attachment read inline or downloaded. */
const ITEM_READS = ['news/detail', 'read-document', 'download-document-watermark'] as const;
/** The read of several details at once (the schedule's list), answered offline from the kept details. */
const LIST_READ = 'news/list-detail';

/** A read the shelf knows: of one news (its key and id), or of several (their ids). */
export type ShelfRead = { kind: 'item'; key: string; id: string; detail: boolean } | { kind: 'list'; ids: string[] };

const digits = (value: string | null): string | null => (value !== null && /^\d{1,12}$/.test(value) ? value : null);

/** The key of the detail of news `id` (also where a list read finds it). */
export const detailKey = (apiBase: string, id: string): string => `${apiBase}news/detail?id=${id}`;

/** The read `url` makes of the API at `apiBase` (an absolute URL ending in /), or null when the shelf does not keep it. */
export function shelfRead(url: URL, apiBase: string): ShelfRead | null {
  const address = `${url.origin}${url.pathname}`;
  if (!address.startsWith(apiBase)) return null;
  const path = address.slice(apiBase.length);
  if (path === LIST_READ) {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(digits);
    return ids.length > 0 && ids.every((id) => id !== null) ? { kind: 'list', ids: ids as string[] } : null;
  }
  if (!(ITEM_READS as readonly string[]).includes(path)) return null;
  const id = digits(url.searchParams.get('id'));
  if (id === null) return null;
  if (path === 'news/detail') return { kind: 'item', key: detailKey(apiBase, id), id, detail: true };
  const attachment = digits(url.searchParams.get('attachment'));
  return attachment === null
    ? null
    : { kind: 'item', key: `${apiBase}${path}?id=${id}&attachment=${attachment}`, id, detail: false };
}

/** The attachment reads worth keeping beside a kept detail: each attachment, read inline and downloaded. */
export function attachmentReads(apiBase: string, id: string, attachments: number): string[] {
  const reads: string[] = [];
  for (let attachment = 1; attachment <= attachments; attachment++)
    reads.push(
      `${apiBase}read-document?id=${id}&attachment=${attachment}`,
      `${apiBase}download-document-watermark?id=${id}&attachment=${attachment}`,
    );
  return reads;
}

/** The images a kept detail shows: its picture and those of its body, on the page's own origin or any other. */
export function imagesOf(detail: { image?: { url: string } | null; body?: string }, origin: string): string[] {
  const found = new Set<string>();
  const add = (source: string) => {
    try {
      const url = new URL(source, origin);
      if (url.protocol === 'https:' || url.protocol === 'http:') found.add(url.href);
    } catch {
      // Not an address: nothing to keep.
    }
  };
  if (detail.image?.url) add(detail.image.url);
  for (const match of (detail.body ?? '').matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi)) add(match[1]!);
  return [...found];
}

/** The message the page sends its service worker: the saved news to keep (every other copy goes). */
export interface ShelfMessage {
  type: 'celeiro-shelf';
  ids: string[];
  apiBase: string;
}

/** Whether `data` is a shelf message. */
export function isShelfMessage(data: unknown): data is ShelfMessage {
  const message = data as Partial<ShelfMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'celeiro-shelf' &&
    typeof message.apiBase === 'string' &&
    Array.isArray(message.ids) &&
    message.ids.every((id) => typeof id === 'string' && digits(id) !== null)
  );
}
