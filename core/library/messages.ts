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
  starredPagesFull: t(
    'Você pode marcar no máximo 10 páginas.',
    'You can star at most 10 pages.',
    'Puede marcar como máximo 10 páginas.',
    'Podés marcar como máximo 10 páginas.',
    'Pode marcar no máximo 10 páginas.',
  ),
} as const satisfies Record<string, Translations>;
