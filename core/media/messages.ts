// Texts of the media area the core decides (kind names), in every locale.
import { type Translations } from '../kernel/errors/catalogue';
import { type MediaKind } from './api';

const t = (PtBr: string, EnEu: string, EsEs: string, EsAr: string, PtPt: string): Translations => ({
  PtBr,
  EnEu,
  EsEs,
  EsAr,
  PtPt,
});

/** The name of each kind of media. */
export const MEDIA_KIND_NAMES: Readonly<Record<MediaKind, Translations>> = {
  video: t('Vídeo', 'Video', 'Vídeo', 'Video', 'Vídeo'),
  audio: t('Áudio', 'Audio', 'Audio', 'Audio', 'Áudio'),
  podcast: t('Podcast', 'Podcast', 'Pódcast', 'Podcast', 'Podcast'),
  tvcast: t('TV', 'TV cast', 'Emisión de TV', 'Emisión de TV', 'Emissão de TV'),
  course: t('Curso', 'Course', 'Curso', 'Curso', 'Curso'),
  lecture: t('Palestra', 'Lecture', 'Conferencia', 'Charla', 'Palestra'),
};
