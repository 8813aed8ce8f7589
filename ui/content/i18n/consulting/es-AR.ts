import { type Differences, type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['content-consulting']> = {
  intro: 'Los informes y servicios de consultoría de tu plan, con los documentos de cada entrega.',
  kinds: {
    'cost-of-production': 'Costo de producción',
    'on-demand': 'Estudio a pedido',
  },
  upsell: {
    title: 'La consultoría no está incluida en tu plan',
    text: 'Balances de oferta y demanda, recomendaciones de cobertura, estudios de costo de producción y estudios a pedido para tu empresa: mirá los planes con consultoría.',
  },
};

export default EsAr;
