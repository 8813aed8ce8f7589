// The texts of the private-content upsell (content-private): the benefits shown on each location, and the texts of
// the public location (content the user may read). The other locations' titles and messages are core's
// (NO_RIGHTS_TEXTS).
import { DEMO_TRIAL_DAYS, type ContentLocation, type Translations } from '../../core';

/** Benefits shown on each private-content location. */
export const BENEFITS: Readonly<Record<ContentLocation, Translations[]>> = {
  'detail-public': [],
  'detail-private-subscriber': [
    {
      PtBr: 'Amplie seu plano com mais commodities e tipos de publicação',
      EnEu: 'Extend your plan with more commodities and publication types',
      EsEs: 'Amplíe su plan con más commodities y tipos de publicación',
      EsAr: 'Ampliá tu plan con más commodities y tipos de publicación',
      PtPt: 'Alargue o seu plano com mais commodities e tipos de publicação',
    },
  ],
  'detail-private-demo': [
    {
      PtBr: 'Conteúdos exclusivos e anexos completos',
      EnEu: 'Exclusive content and full attachments',
      EsEs: 'Contenidos exclusivos y adjuntos completos',
      EsAr: 'Contenidos exclusivos y adjuntos completos',
      PtPt: 'Conteúdos exclusivos e anexos completos',
    },
  ],
  'detail-private-free': [
    {
      PtBr: 'Análises, notícias e relatórios de todas as commodities',
      EnEu: 'Analyses, news and reports on every commodity',
      EsEs: 'Análisis, noticias e informes de todas las commodities',
      EsAr: 'Análisis, noticias e informes de todas las commodities',
      PtPt: 'Análises, notícias e relatórios de todas as commodities',
    },
    {
      PtBr: `Demonstração gratuita de ${DEMO_TRIAL_DAYS} dias`,
      EnEu: `A free ${DEMO_TRIAL_DAYS}-day demo`,
      EsEs: `Demostración gratuita de ${DEMO_TRIAL_DAYS} días`,
      EsAr: `Demostración gratuita de ${DEMO_TRIAL_DAYS} días`,
      PtPt: `Demonstração gratuita de ${DEMO_TRIAL_DAYS} dias`,
    },
  ],
};

/** The texts of the public location (content the user may read). */
export const PUBLIC_TEXTS: { title: Translations; message: Translations } = {
  title: {
    PtBr: 'Conteúdo liberado',
    EnEu: 'Content available',
    EsEs: 'Contenido disponible',
    EsAr: 'Contenido disponible',
    PtPt: 'Conteúdo disponível',
  },
  message: {
    PtBr: 'Este conteúdo está incluído no seu acesso.',
    EnEu: 'This content is included in your access.',
    EsEs: 'Este contenido está incluido en su acceso.',
    EsAr: 'Este contenido está incluido en tu acceso.',
    PtPt: 'Este conteúdo está incluído no seu acesso.',
  },
};
