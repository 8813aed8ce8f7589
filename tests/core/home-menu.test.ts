import { describe, expect, it } from 'vitest';
import { buildHomeMenu, firstInformativePath, HOME_MENU_LABELS, LOCALES, menuEntryLabel } from '../../core';
import { menuItem } from '../fakes/builders';

const coffee = menuItem(7, 'Café', true, { nameEnEu: 'Coffee', nameEsEs: 'Café' });
const corn = menuItem(13, 'Milho', true, { nameEnEu: 'Corn', nameEsEs: 'Maíz' });
const hedge = menuItem(61, 'Hedge solutions', false);

describe('buildHomeMenu', () => {
  it('puts the enabled items under Subjects for the consultancy, with All (id 0) first when more than one', () => {
    const [group, locked] = buildHomeMenu([coffee, hedge, corn], 'consultancy');
    expect(group).toMatchObject({ key: 'subjects', title: 'Subjects' });
    expect(group!.entries.map((e) => [e.id, e.locked])).toEqual([
      [0, false],
      [7, false],
      [13, false],
    ]);
    expect(locked).toMatchObject({ key: 'subscribe-now', title: 'Subscribe now' });
    expect(locked!.entries.map((e) => [e.id, e.locked])).toEqual([[61, true]]);
  });

  it('puts them under Commodities for the market-news brand', () => {
    expect(buildHomeMenu([coffee, corn], 'market-news')[0]).toMatchObject({ key: 'commodities', title: 'Commodities' });
  });

  it('has no All entry with a single enabled item, even with disabled items beside it', () => {
    const [group] = buildHomeMenu([coffee, hedge], 'consultancy');
    expect(group!.entries.map((e) => e.id)).toEqual([7]);
  });

  it('leaves out empty groups', () => {
    expect(buildHomeMenu([], 'consultancy')).toEqual([]);
    expect(buildHomeMenu([hedge], 'consultancy').map((g) => g.key)).toEqual(['subscribe-now']);
    expect(buildHomeMenu([coffee], 'consultancy').map((g) => g.key)).toEqual(['subjects']);
  });

  it('keeps the server order', () => {
    const [group] = buildHomeMenu([corn, coffee], 'consultancy');
    expect(group!.entries.map((e) => e.id)).toEqual([0, 13, 7]);
  });
});

describe('menuEntryLabel', () => {
  it('uses the name in the locale, falling back to nome, and All for id 0', () => {
    const [group] = buildHomeMenu([coffee, corn], 'consultancy');
    const [all, first] = group!.entries;
    expect(menuEntryLabel(first!, 'EnEu')).toBe('Coffee');
    expect(menuEntryLabel({ id: 7, locked: false, item: { ...coffee, nameEsAr: '' } }, 'EsAr')).toBe('Café');
    expect(menuEntryLabel(all!, 'PtBr')).toBe('Todos');
    expect(menuEntryLabel(all!, 'EnEu')).toBe('All');
  });

  it('has every header label in every locale', () => {
    for (const texts of Object.values(HOME_MENU_LABELS))
      for (const locale of LOCALES) expect(texts[locale]).not.toBe('');
  });
});

describe('firstInformativePath', () => {
  it('is the first enabled item, or All', () => {
    expect(firstInformativePath([hedge, corn, coffee])).toBe('/informative/13');
    expect(firstInformativePath([hedge])).toBe('/informative/0');
  });
});
