import { describe, expect, it } from 'vitest';
import { attachmentReads, detailKey, imagesOf, isShelfMessage, shelfRead } from '../../adapters/browser/offline/shelf';

const API = 'https://app.example/api/';
const read = (address: string) => shelfRead(new URL(address), API);

describe("the offline shelf's addresses", () => {
  it('keys a detail by its id alone, whatever the language or device of the read', () => {
    expect(read(`${API}news/detail?id=42&lang=EnEu&isDesktop=true`)).toEqual({
      kind: 'item',
      key: detailKey(API, '42'),
      id: '42',
      detail: true,
    });
    expect(read(`${API}news/detail?lang=PtBr&id=42`)).toEqual(read(`${API}news/detail?id=42`));
  });

  it('keys an attachment read inline or downloaded by its news and number', () => {
    expect(read(`${API}read-document?id=42&attachment=2&lang=PtBr`)).toEqual({
      kind: 'item',
      key: `${API}read-document?id=42&attachment=2`,
      id: '42',
      detail: false,
    });
    expect(read(`${API}download-document-watermark?id=42`)).toBeNull();
  });

  it("reads the schedule's list of ids, and nothing malformed", () => {
    expect(read(`${API}news/list-detail?ids=4,5,6`)).toEqual({ kind: 'list', ids: ['4', '5', '6'] });
    expect(read(`${API}news/list-detail?ids=4,x`)).toBeNull();
    expect(read(`${API}news/detail?id=1e9`)).toBeNull();
  });

  it('leaves alone every other read, and the same paths of another API', () => {
    expect(read(`${API}elastic/listall?commodity=1`)).toBeNull();
    expect(read('https://other.example/api/news/detail?id=42')).toBeNull();
  });

  it('lists the attachment reads of a detail: each inline and downloaded', () => {
    expect(attachmentReads(API, '42', 2)).toEqual([
      `${API}read-document?id=42&attachment=1`,
      `${API}download-document-watermark?id=42&attachment=1`,
      `${API}read-document?id=42&attachment=2`,
      `${API}download-document-watermark?id=42&attachment=2`,
    ]);
    expect(attachmentReads(API, '42', 0)).toEqual([]);
  });

  it("finds a detail's picture and the images of its body, once each, as absolute addresses", () => {
    const detail = {
      image: { url: '/media/images/42.webp' },
      body: '<p>x</p><img alt="a" src="/media/images/42.webp"><img src=\'https://cdn.example/c.png\'><img src="data:x">',
    };
    expect(imagesOf(detail, 'https://app.example')).toEqual([
      'https://app.example/media/images/42.webp',
      'https://cdn.example/c.png',
    ]);
    expect(imagesOf({}, 'https://app.example')).toEqual([]);
  });

  it('takes only a well-formed shelf message', () => {
    expect(isShelfMessage({ type: 'celeiro-shelf', ids: ['1', '2'], apiBase: API })).toBe(true);
    expect(isShelfMessage({ type: 'celeiro-shelf', ids: ['1', '../x'], apiBase: API })).toBe(false);
    expect(isShelfMessage({ type: 'other', ids: [], apiBase: API })).toBe(false);
    expect(isShelfMessage(null)).toBe(false);
  });
});
