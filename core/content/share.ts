// The rules of sharing an item (issue 17, part 3): what the recipient gets (the title, a short teaser and the link to
// the item's public page) and the address each channel opens.

/** The ways an item is shared: the system's share sheet, WhatsApp, e-mail, a copied link, and the report's PDF. */
export const SHARE_CHANNELS = ['system', 'whatsapp', 'email', 'copy', 'pdf'] as const;
/** A way of sharing an item. */
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** Whether a value names a share channel. */
export function isShareChannel(value: unknown): value is ShareChannel {
  return (SHARE_CHANNELS as readonly unknown[]).includes(value);
}

/** The longest teaser a share carries, in characters (the ellipsis included). */
export const SHARE_TEASER_LENGTH = 200;

/**
 * The teaser of a share: the item's summary as plain text on one line, cut at the last whole word within the length,
 * with an ellipsis when cut; never the body.
 */
export function shareTeaser(summary: string, length: number = SHARE_TEASER_LENGTH): string {
  const text = summary
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const room = text.slice(0, length - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The address of an item's public page (/details?id=…): a recipient without the right sees the teaser and the plans. */
export function sharedLink(origin: string, id: number): string {
  return `${origin.replace(/\/+$/, '')}/details?id=${id}`;
}

/** What a share carries. */
export interface ShareMessage {
  title: string;
  teaser: string;
  url: string;
}

/** The share of an item: its title, the teaser of its summary and the link to its public page. */
export function shareMessageOf(item: { id: number; title: string; summary: string }, origin: string): ShareMessage {
  return { title: item.title.trim(), teaser: shareTeaser(item.summary), url: sharedLink(origin, item.id) };
}

/** The text of a share, as a message carries it: the title, the teaser and the link, each on its own line. */
export function shareText(message: ShareMessage): string {
  return [message.title, message.teaser, message.url].filter((line) => line.length > 0).join('\n\n');
}

/** The address that opens WhatsApp with the share written (wa.me, on the phone's app or WhatsApp Web). */
export function whatsappUrl(message: ShareMessage): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(message))}`;
}

/** The address that opens the reader's mail with the title as subject and the teaser and link as the text. */
export function emailUrl(message: ShareMessage): string {
  const body = [message.teaser, message.url].filter((line) => line.length > 0).join('\n\n');
  return `mailto:?subject=${encodeURIComponent(message.title)}&body=${encodeURIComponent(body)}`;
}

/** The shares of an item, as the publishing desk counts them: all of them and by channel. */
export interface ShareCounts {
  total: number;
  byChannel: Partial<Record<ShareChannel, number>>;
}

/** Share counts from rows of (channel, count), channels the app does not know left out. */
export function shareCountsOf(rows: readonly { channel: string; count: number }[]): ShareCounts {
  const byChannel: Partial<Record<ShareChannel, number>> = {};
  let total = 0;
  for (const row of rows) {
    if (!isShareChannel(row.channel) || row.count <= 0) continue;
    byChannel[row.channel] = (byChannel[row.channel] ?? 0) + row.count;
    total += row.count;
  }
  return { total, byChannel };
}

/** The body of POST content/share: the item shared and how. */
export interface ShareRecordRequest {
  id: number;
  channel: ShareChannel;
}

/** The answer of POST content/share: how many times the item has been shared. */
export interface ShareRecorded {
  shares: number;
}
