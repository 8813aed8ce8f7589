// Reads what a PDF writes on each page: the decoded content streams of every page, and whether a text drawn with a
// standard font (written as a hex string of its WinAnsi bytes) is among them.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

/** The decoded content streams of each page, as Latin-1 text. */
export async function pageContents(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const decode = (object: PDFObject | undefined): string =>
    object instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(object).decode()).toString('latin1') : '';
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    return streams.map((stream) => decode(stream)).join('\n');
  });
}

/** The texts a page's content draws with a standard font (hex strings shown with Tj), decoded as Latin-1. */
export function drawnTexts(content: string): string[] {
  return [...content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)].map((match) =>
    Buffer.from(match[1]!.replace(/\s/g, ''), 'hex').toString('latin1'),
  );
}

/** Whether a page's content draws `text` (within one of its lines) with a standard font. */
export function drawsText(content: string, text: string): boolean {
  return drawnTexts(content).some((drawn) => drawn.includes(text));
}
