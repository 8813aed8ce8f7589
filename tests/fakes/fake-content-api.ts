import { type ContentApiPort, type SubjectMenuItem } from '../../core';

/** A menu item with every name set to `name`. */
export function menuItem(id: number, name: string, habilitado = true): SubjectMenuItem {
  return {
    id, nome: name, namePtBr: name, nameEnEu: name, nameEsEs: name, nameEsAr: name, namePtPt: name,
    icone: 'leaf', habilitado, originCode: 250, mne: name.slice(0, 3).toUpperCase(), platformWdmaRoute: [],
  };
}

/** An in-memory ContentApiPort serving a fixed menu. */
export class FakeContentApi implements ContentApiPort {
  constructor(public menu: SubjectMenuItem[] = [menuItem(1, 'Açúcar e Etanol'), menuItem(3, 'Algodão'), menuItem(61, 'Hedge solutions', false)]) {}

  async mainMenu(): Promise<SubjectMenuItem[]> {
    return this.menu;
  }
}
