import { describe, expect, it } from 'vitest';
import { ContractError, type ContentListItem } from '../../core';
import { ContentListItemDto } from '../../adapters/http/content/content.dto';
import { parseResponse } from '../../adapters/http/parse-response';
import { contentItem } from '../fakes/content-library';
import { RecordingLogger } from '../fakes/recorders';

const read = (item: ContentListItem) =>
  parseResponse(ContentListItemDto, JSON.parse(JSON.stringify(item)) as unknown, {
    call: 'GET elastic/listall',
    logger: new RecordingLogger(),
  });

describe("a list entry's picture", () => {
  it('is read from a path of the app or an https address, with its description; none is null', () => {
    for (const url of ['/images/content/coffee-field.svg', 'https://cdn.example/picture.webp'])
      expect(read(contentItem(1, { image: { url, alt: 'Lavoura de café' } })).image).toEqual({
        url,
        alt: 'Lavoura de café',
      });
    const { image, ...withoutPicture } = contentItem(2);
    expect(image).toBeNull();
    expect(read(withoutPicture as ContentListItem).image).toBeNull();
  });

  it('breaks the contract from any other address: a script, another scheme, a host-relative one', () => {
    for (const url of [
      'javascript:alert(1)',
      'http://cdn.example/p.png',
      '//evil.example/p.png',
      'data:image/png;base64,x',
    ])
      expect(() => read(contentItem(1, { image: { url, alt: 'x' } }))).toThrow(ContractError);
  });
});
