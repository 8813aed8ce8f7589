// The readable copy of one's data: the same document as the JSON, laid out as an A4 PDF with pdf-lib (the library of
// the documents, server/content/documents.ts), a heading per area, a line per record, numbered pages.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type DataExportDocument, type Locale } from '../../core';
import { wrap, writable } from '../content/documents';
import { EXPORT_PDF_TEXTS } from './data-export.texts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.12, 0.14, 0.13);
const MUTED = rgb(0.4, 0.42, 0.4);
const ACCENT = rgb(0.13, 0.42, 0.2);

/** A day and time as `YYYY-MM-DD HH:MM UTC`. */
const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '—');

/** The copy as a PDF in the language of the request. */
export async function renderDataExportPdf(data: DataExportDocument, locale: Locale): Promise<Uint8Array> {
  const t = EXPORT_PDF_TEXTS[locale];
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const generated = new Date(data.generatedAt);
  doc.setTitle(writable(regular, t.title));
  doc.setAuthor('Celeiro');
  doc.setProducer('Celeiro');
  doc.setCreator('Celeiro');
  doc.setCreationDate(generated);
  doc.setModificationDate(generated);

  let page: PDFPage = doc.addPage(A4);
  let y = page.getHeight() - MARGIN - 30;
  const width = A4[0] - 2 * MARGIN;
  const write = (text: string, font: PDFFont, size: number, color = INK, indent = 0, after = 0.4) => {
    for (const line of wrap(font, text, size, width - indent)) {
      if (y < MARGIN + 20) {
        page = doc.addPage(A4);
        y = page.getHeight() - MARGIN - 30;
      }
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      y -= size * 1.4;
    }
    y -= size * after;
  };
  const heading = (text: string) => {
    if (y < MARGIN + 80) {
      page = doc.addPage(A4);
      y = page.getHeight() - MARGIN - 30;
    }
    y -= 6;
    write(text, bold, 13, ACCENT, 0, 0.5);
  };
  const item = (text: string) => write(`• ${text}`, regular, 9.5, INK, 8, 0.25);
  const field = (label: string, value: string) =>
    write(`${label.charAt(0).toUpperCase()}${label.slice(1)}: ${value}`, regular, 9.5, INK, 8, 0.25);
  const list = <T>(rows: readonly T[], line: (row: T) => string) => {
    if (rows.length === 0) write(t.none, regular, 9.5, MUTED, 8);
    for (const row of rows) item(line(row));
  };
  const yesNo = (value: boolean) => (value ? t.yes : t.no);

  write(t.title, bold, 20);
  write(`${t.generated} ${when(data.generatedAt)} · ${data.account.email}`, regular, 10, MUTED);
  write(t.intro, regular, 10);

  heading(t.account);
  for (const [key, value] of Object.entries(data.account))
    field(
      t.fields[key as keyof typeof t.fields] ?? key,
      Array.isArray(value)
        ? value.join(', ') || '—'
        : value === null
          ? '—'
          : key.endsWith('At')
            ? when(String(value))
            : String(value),
    );

  heading(t.preferences);
  const preferences = data.preferences;
  const shownPreferences: Record<keyof typeof preferences, string> = {
    theme: t.themes[preferences.theme],
    canDisplayTicker: yesNo(preferences.canDisplayTicker),
    tickerViewAtTheTop: yesNo(preferences.tickerViewAtTheTop),
    zoom: `${preferences.zoom} %`,
    zoomDetail: `${preferences.zoomDetail} %`,
    formatAlignDetail: t.alignments[preferences.formatAlignDetail],
    rateTextSpeech: `${preferences.rateTextSpeech}×`,
    viewstyle: t.viewStyles[preferences.viewstyle],
    skipTour: yesNo(preferences.skipTour),
    updatedAt: preferences.updatedAt ? when(preferences.updatedAt) : '—',
  };
  for (const [key, value] of Object.entries(shownPreferences))
    field(t.preferenceNames[key as keyof typeof preferences], value);

  heading(t.notifications);
  field(t.blockAll, yesNo(data.notifications.blockAll));
  list(data.notifications.choices, (c) => `${c.name}: ${t.byEmail} ${yesNo(c.email)}, ${t.inApp} ${yesNo(c.app)}`);

  heading(t.devices);
  if (data.devices.length === 0) write(t.none, regular, 9.5, MUTED, 8);
  for (const device of data.devices) {
    write(`${device.browser} · ${device.system}`, bold, 10.5, INK, 8, 0.2);
    field(t.lastUsed, when(device.lastUsedAt));
    if (device.confirmedAt) field(t.confirmed, when(device.confirmedAt));
    if (device.push) field(t.push, `${t.yes} (${when(device.push.registeredAt)})`);
    for (const session of device.sessions)
      write(
        `${t.sessions}: ${when(session.startedAt)} – ${when(session.endedAt ?? session.lastSeenAt)} · IP ${session.ip || '—'} · ${session.userAgent || '—'}`,
        regular,
        8.5,
        MUTED,
        20,
        0.2,
      );
  }

  heading(t.reads);
  list(data.reads, (r) => `${when(r.readAt)} · ${r.title} (#${r.contentId})`);
  heading(t.favourites);
  list(data.favourites, (f) => `${f.name}: ${f.contentIds.map((id) => `#${id}`).join(', ')}`);
  heading(t.schedule);
  list(data.schedule.contentIds, (id) => `#${id}`);
  heading(t.questions);
  list(data.questions, (q) => `${when(q.askedAt)} · ${q.question}`);
  heading(t.alerts);
  list(
    data.alerts,
    (a) =>
      `${a.instrument} · ${t.alertKinds[a.kind]} ${a.level}${a.kind === 'move' ? ' %' : ''} · ${t.alertStates[a.state]} · ${when(a.createdAt)}`,
  );
  heading(t.watchlist);
  list(data.watchlist, (instrument) => instrument);
  heading(t.liveSessions);
  list(data.liveSessions, (s) => `${s.sessionId} · ${when(s.registeredAt)}`);
  heading(t.consents);
  list(
    data.consents,
    (c) =>
      `${t.consentKinds[c.kind]}: ${c.granted ? t.granted : t.refused} · ${when(c.at)} · ${t.consentSources[c.source] ?? c.source}`,
  );

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    const top = each.getHeight() - MARGIN;
    each.drawText('Celeiro', { x: MARGIN, y: top, size: 10, font: bold, color: MUTED });
    const number = `${t.page} ${index + 1} / ${pages.length}`;
    each.drawText(writable(regular, number), {
      x: each.getWidth() - MARGIN - regular.widthOfTextAtSize(writable(regular, number), 10),
      y: top,
      size: 10,
      font: regular,
      color: MUTED,
    });
  });
  return doc.save({ useObjectStreams: false });
}
