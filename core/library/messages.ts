// Notices of the library features (playlist, favourites, schedule, starred pages), in every locale.
import { type Translations } from '../kernel/errors/catalogue';

/** A text in PtBr, EnEu, EsEs, EsAr and PtPt, in that order. */
const t = (PtBr: string, EnEu: string, EsEs: string, EsAr: string, PtPt: string): Translations => ({
  PtBr,
  EnEu,
  EsEs,
  EsAr,
  PtPt,
});

/** The library notices, by stable key. */
export const LIBRARY_MESSAGES = {
  playlistTitle: t('Playlist', 'Playlist', 'Lista de reproducción', 'Lista de reproducción', 'Lista de reprodução'),
  addedToPlaylist: t(
    'Item adicionado à playlist.',
    'Item added to the playlist.',
    'Elemento añadido a la lista de reproducción.',
    'Elemento agregado a la lista de reproducción.',
    'Item adicionado à lista de reprodução.',
  ),
  starredPagesTitle: t('Páginas marcadas', 'Starred pages', 'Páginas marcadas', 'Páginas marcadas', 'Páginas marcadas'),
  starredPagesFull: t(
    'Você já marcou 10 páginas, o máximo. Desmarque uma para marcar esta.',
    'You have already starred 10 pages, the most you can. Unstar one to star this one.',
    'Ya ha marcado 10 páginas, el máximo. Desmarque una para marcar esta.',
    'Ya marcaste 10 páginas, el máximo. Desmarcá una para marcar esta.',
    'Já marcou 10 páginas, o máximo. Desmarque uma para marcar esta.',
  ),
} as const satisfies Record<string, Translations>;
