// The content catalogue (SPEC §1, §3): publication types, periodicities, report types, origin countries,
// order-by choices and priorities, with their names in every locale, shared by the server and the app.
import { type Translations } from '../kernel/errors/catalogue';

/** A text in PtBr, EnEu, EsEs, EsAr and PtPt, in that order. */
const t = (PtBr: string, EnEu: string, EsEs: string, EsAr: string, PtPt: string): Translations => ({
  PtBr,
  EnEu,
  EsEs,
  EsAr,
  PtPt,
});

/** The publication types; the code is what `newsContent[0].code` carries. */
export const PublicationType = {
  ANALYSIS: 'analysis',
  NEWS: 'news',
  REPORT: 'report',
  FLASH: 'flash',
  NEWSLETTER: 'newsletter',
  STATISTIC: 'statistic',
  EXPORTS: 'exports',
  INFORMATIVE: 'informative',
} as const;
/** A publication type code. */
export type PublicationType = (typeof PublicationType)[keyof typeof PublicationType];

/** Every publication type, in the order the app lists them. */
export const PUBLICATION_TYPES: readonly PublicationType[] = Object.values(PublicationType);

/** The name of each publication type. */
export const PUBLICATION_TYPE_NAMES: Readonly<Record<PublicationType, Translations>> = {
  analysis: t('Análises', 'Analyses', 'Análisis', 'Análisis', 'Análises'),
  news: t('Notícias', 'News', 'Noticias', 'Noticias', 'Notícias'),
  report: t('Relatórios', 'Reports', 'Informes', 'Informes', 'Relatórios'),
  flash: t('Flashes', 'Flashes', 'Flashes', 'Flashes', 'Flashes'),
  newsletter: t('Newsletters', 'Newsletters', 'Boletines', 'Boletines', 'Newsletters'),
  statistic: t('Estatísticas', 'Statistics', 'Estadísticas', 'Estadísticas', 'Estatísticas'),
  exports: t(
    'Dados de exportação',
    'Export data',
    'Datos de exportación',
    'Datos de exportación',
    'Dados de exportação',
  ),
  informative: t('Informativos', 'Bulletins', 'Informativos', 'Informativos', 'Informativos'),
};

/** How often a publication comes out. */
export const Periodicity = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
  QUARTERLY: 'quarterly',
  OCCASIONAL: 'occasional',
} as const;
/** A periodicity code. */
export type Periodicity = (typeof Periodicity)[keyof typeof Periodicity];

/** The name of each periodicity. */
export const PERIODICITY_NAMES: Readonly<Record<Periodicity, Translations>> = {
  daily: t('Diária', 'Daily', 'Diaria', 'Diaria', 'Diária'),
  weekly: t('Semanal', 'Weekly', 'Semanal', 'Semanal', 'Semanal'),
  monthly: t('Mensal', 'Monthly', 'Mensual', 'Mensual', 'Mensal'),
  quarterly: t('Trimestral', 'Quarterly', 'Trimestral', 'Trimestral', 'Trimestral'),
  occasional: t('Eventual', 'Occasional', 'Eventual', 'Eventual', 'Ocasional'),
};

/** The report types (numeric ids, as `reportData/commodity/reporttype` lists them). */
export const REPORT_TYPE_NAMES: Readonly<Record<number, Translations>> = {
  101: t(
    'Boletim diário de mercado',
    'Daily market bulletin',
    'Boletín diario de mercado',
    'Boletín diario de mercado',
    'Boletim diário de mercado',
  ),
  102: t('Panorama semanal', 'Weekly overview', 'Panorama semanal', 'Panorama semanal', 'Panorama semanal'),
  103: t(
    'Perspectivas mensais',
    'Monthly outlook',
    'Perspectivas mensuales',
    'Perspectivas mensuales',
    'Perspetivas mensais',
  ),
  104: t('Oferta e demanda', 'Supply and demand', 'Oferta y demanda', 'Oferta y demanda', 'Oferta e procura'),
  105: t('Clima e safra', 'Weather and crop', 'Clima y cosecha', 'Clima y cosecha', 'Clima e colheita'),
  106: t('Comércio exterior', 'Foreign trade', 'Comercio exterior', 'Comercio exterior', 'Comércio externo'),
  107: t(
    'Custos de produção',
    'Production costs',
    'Costes de producción',
    'Costos de producción',
    'Custos de produção',
  ),
};

/** The report type ids. */
export const REPORT_TYPE_IDS: readonly number[] = Object.keys(REPORT_TYPE_NAMES).map(Number);

/** The countries content comes from (ISO 3166-1 alpha-2). */
export const ORIGIN_COUNTRY_NAMES: Readonly<Record<string, Translations>> = {
  BR: t('Brasil', 'Brazil', 'Brasil', 'Brasil', 'Brasil'),
  AR: t('Argentina', 'Argentina', 'Argentina', 'Argentina', 'Argentina'),
  PY: t('Paraguai', 'Paraguay', 'Paraguay', 'Paraguay', 'Paraguai'),
  UY: t('Uruguai', 'Uruguay', 'Uruguay', 'Uruguay', 'Uruguai'),
  US: t('Estados Unidos', 'United States', 'Estados Unidos', 'Estados Unidos', 'Estados Unidos'),
  CN: t('China', 'China', 'China', 'China', 'China'),
};

/** How a list is ordered. */
export const OrderBy = { RECENT: 'recent', OLDEST: 'oldest', TITLE: 'title', PRIORITY: 'priority' } as const;
/** An order-by code. */
export type OrderBy = (typeof OrderBy)[keyof typeof OrderBy];

/** The name of each order. */
export const ORDER_BY_NAMES: Readonly<Record<OrderBy, Translations>> = {
  recent: t('Mais recentes', 'Newest first', 'Más recientes', 'Más recientes', 'Mais recentes'),
  oldest: t('Mais antigos', 'Oldest first', 'Más antiguos', 'Más antiguos', 'Mais antigos'),
  title: t('Título (A–Z)', 'Title (A–Z)', 'Título (A–Z)', 'Título (A–Z)', 'Título (A–Z)'),
  priority: t('Prioridade', 'Priority', 'Prioridad', 'Prioridad', 'Prioridade'),
};

/** Editorial priority: 1 high, 2 normal, 3 low. */
export const Priority = { HIGH: 1, NORMAL: 2, LOW: 3 } as const;
/** A priority code. */
export type Priority = (typeof Priority)[keyof typeof Priority];

/** The name of each priority. */
export const PRIORITY_NAMES: Readonly<Record<Priority, Translations>> = {
  1: t('Alta', 'High', 'Alta', 'Alta', 'Alta'),
  2: t('Normal', 'Normal', 'Normal', 'Normal', 'Normal'),
  3: t('Baixa', 'Low', 'Baja', 'Baja', 'Baixa'),
};

/** The name of each media type of the media filter. */
export const MEDIA_TYPE_NAMES: Readonly<Record<'attachment' | 'video' | 'audio' | 'podcast', Translations>> = {
  attachment: t('Anexo', 'Attachment', 'Adjunto', 'Adjunto', 'Anexo'),
  video: t('Vídeo', 'Video', 'Vídeo', 'Video', 'Vídeo'),
  audio: t('Áudio', 'Audio', 'Audio', 'Audio', 'Áudio'),
  podcast: t('Podcast', 'Podcast', 'Pódcast', 'Podcast', 'Podcast'),
};
