// The documents of the items, made with pdf-lib: each attachment is generated from its item when asked for (small,
// deterministic: the same item always gives the same bytes), and a downloaded copy is stamped on every page with the
// user's name, e-mail and the date (SPEC §7, download-document-watermark). A report is the item itself as a PDF
// (report/pdf/whatsit), stamped the same way.
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type ContentItemRow } from '../db/tables';

/** What a document shows of its item. */
export interface DocumentSource {
  id: number;
  title: string;
  summary: string;
  /** The body as plain text. */
  body: string;
  subject: string;
  type: string;
  author: string;
  date: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.12, 0.14, 0.13);
const MUTED = rgb(0.4, 0.42, 0.4);
/** The fixed producer, so the bytes depend on the item only. */
const PRODUCER = 'Celeiro';

/** The text as the standard font can write it: characters outside its set become '?', control characters spaces. */
export function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return ' ';
      return known.has(code) ? char : '?';
    })
    .join('');
}

/** The lines of a paragraph within `width` at `size`. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of writable(font, text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes paragraphs from `y` down; returns where it stopped. */
function paragraphs(page: PDFPage, font: PDFFont, texts: string[], size: number, y: number, color = INK): number {
  const width = page.getWidth() - 2 * MARGIN;
  for (const text of texts) {
    for (const line of wrap(font, text, size, width)) {
      if (y < MARGIN + 40) return y;
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= size * 1.45;
    }
    y -= size * 0.6;
  }
  return y;
}

/** A deterministic figure of an item's table (no randomness: the bytes depend on the item only). */
const figure = (id: number, row: number, column: number) =>
  ((id * 7919 + row * 104_729 + column * 1_299_709) % 90_000) / 100 + 100;

/** The plain text of an HTML body. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ');
}

/**
 * Attachment `attachment` of an item as a PDF: 1 is the report (one page: title, the item's subject, type, author and
 * date, the summary and the start of the text); 2 is its data tables (two pages: a table of figures and its notes).
 */
export async function renderAttachment(source: DocumentSource, attachment: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(writable(regular, source.title));
  doc.setAuthor(writable(regular, source.author));
  doc.setSubject(writable(regular, `${source.subject} · ${source.type}`));
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(source.date);
  doc.setModificationDate(source.date);
  const meta = `${source.subject} · ${source.type} · ${source.author} · ${source.date.toISOString().slice(0, 10)}`;

  const first = doc.addPage(A4);
  let y = first.getHeight() - MARGIN;
  first.drawText('Celeiro', { x: MARGIN, y, size: 10, font: bold, color: MUTED });
  y -= 30;
  const heading = attachment === 1 ? source.title : `${source.title} (tabelas)`;
  y = paragraphs(first, bold, [heading], 18, y);
  y = paragraphs(first, regular, [meta], 10, y, MUTED);
  if (attachment === 1) {
    paragraphs(
      first,
      regular,
      [
        source.summary,
        ...source.body
          .split('\n')
          .map((p) => p.trim())
          .filter(Boolean),
      ],
      11,
      y - 6,
    );
    return doc.save({ useObjectStreams: false });
  }
  y -= 6;
  const columns = ['Mês', 'Volume (mil t)', 'Preço (R$)', 'Variação (%)'];
  const widths = [120, 120, 120, 120];
  const row = (cells: string[], font: PDFFont) => {
    let x = MARGIN;
    cells.forEach((cell, index) => {
      first.drawText(cell, { x, y, size: 10, font, color: INK });
      x += widths[index]!;
    });
    y -= 16;
  };
  row(columns, bold);
  for (let month = 1; month <= 12; month++)
    row(
      [
        String(month).padStart(2, '0'),
        figure(source.id, month, 1).toFixed(1),
        figure(source.id, month, 2).toFixed(2),
        ((figure(source.id, month, 3) - 550) / 100).toFixed(2),
      ],
      regular,
    );
  const notes = doc.addPage(A4);
  paragraphs(
    notes,
    regular,
    [
      'Notas',
      `Tabelas de ${source.subject}, ${source.type}. Fonte: Celeiro, a partir de dados públicos e de mercado.`,
      source.summary,
    ],
    11,
    notes.getHeight() - MARGIN,
  );
  return doc.save({ useObjectStreams: false });
}

/**
 * An item as a report PDF (report/pdf/whatsit): the title, its subject, type, author and date, the summary and the whole
 * text, flowing over as many A4 pages as it takes, each page numbered "page / pages" at its head.
 */
export async function renderReport(source: DocumentSource): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(writable(regular, source.title));
  doc.setAuthor(writable(regular, source.author));
  doc.setSubject(writable(regular, `${source.subject} · ${source.type}`));
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(source.date);
  doc.setModificationDate(source.date);

  let page = doc.addPage(A4);
  let y = page.getHeight() - MARGIN - 30;
  const width = page.getWidth() - 2 * MARGIN;
  const write = (text: string, font: PDFFont, size: number, color = INK) => {
    for (const line of wrap(font, text, size, width)) {
      if (y < MARGIN + 40) {
        page = doc.addPage(A4);
        y = page.getHeight() - MARGIN - 30;
      }
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= size * 1.45;
    }
    y -= size * 0.6;
  };
  write(source.title, bold, 18);
  write(
    `${source.subject} · ${source.type} · ${source.author} · ${source.date.toISOString().slice(0, 10)}`,
    regular,
    10,
    MUTED,
  );
  write(source.summary, bold, 11);
  for (const paragraph of source.body
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean))
    write(paragraph, regular, 11);

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    const top = each.getHeight() - MARGIN;
    each.drawText('Celeiro', { x: MARGIN, y: top, size: 10, font: bold, color: MUTED });
    const number = `${index + 1} / ${pages.length}`;
    each.drawText(number, {
      x: each.getWidth() - MARGIN - regular.widthOfTextAtSize(number, 10),
      y: top,
      size: 10,
      font: regular,
      color: MUTED,
    });
  });
  return doc.save({ useObjectStreams: false });
}

/**
 * The document stamped for its reader: `stamp` (name, e-mail and date) at the foot of every page and once across it in
 * light grey, and in the document's keywords. Saved without object streams.
 */
export async function stampDocument(bytes: Uint8Array, stamp: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = writable(font, stamp);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    page.drawText(text, { x: MARGIN, y: 24, size: 8, font, color: MUTED });
    const size = Math.min(18, (width * 0.9) / Math.max(1, font.widthOfTextAtSize(text, 1)));
    page.drawText(text, {
      x: width * 0.12,
      y: height * 0.3,
      size,
      font,
      color: rgb(0.75, 0.75, 0.75),
      opacity: 0.35,
      rotate: degrees(40),
    });
  }
  doc.setKeywords([text]);
  return doc.save({ useObjectStreams: false });
}

/** The file name of an attachment as served: the stored name, always a PDF. */
export function servedName(row: Pick<ContentItemRow, 'attachments'>, attachment: number): string {
  const name = row.attachments[attachment - 1]?.name ?? `document-${attachment}.pdf`;
  return name.replace(/\.[A-Za-z0-9]{1,5}$/, '') + '.pdf';
}
