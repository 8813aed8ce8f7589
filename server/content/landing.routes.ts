// The landing page (SPEC §2 /landing-page, §7 landing-page): the platform presented to a visitor, in the request's
// language, with the subjects it covers. Public: no session is needed, and nothing in it depends on one.
import { type FastifyInstance } from 'fastify';
import { type LandingFeature, type LandingPage, type Locale } from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { offeredSubjects } from '../shell/subjects.service';

/** The texts of the landing page, per locale (PtPt is European Portuguese). */
const TEXTS: Readonly<Record<Locale, { title: string; summary: string; features: LandingFeature[] }>> = {
  PtBr: {
    title: 'Informação de mercado para o agronegócio',
    summary:
      'Análises, notícias, relatórios, cotações e indicadores das principais commodities agrícolas, em um só lugar, na web e no celular.',
    features: [
      {
        title: 'Análises e relatórios',
        text: 'Leituras diárias de mercado feitas pelos nossos analistas, por commodity.',
      },
      { title: 'Notícias e flashes', text: 'O que move os preços, assim que acontece, com destaques do dia.' },
      { title: 'Cotações e indicadores', text: 'Mercado físico e futuro, câmbio, clima e line-up de navios.' },
      { title: 'Pergunte ao analista', text: 'Tire dúvidas diretamente com quem acompanha o seu mercado.' },
    ],
  },
  EnEu: {
    title: 'Market information for agribusiness',
    summary:
      'Analyses, news, reports, quotes and indicators for the main agricultural commodities, in one place, on the web and on your phone.',
    features: [
      { title: 'Analyses and reports', text: 'Daily market readings by our analysts, commodity by commodity.' },
      { title: 'News and flashes', text: 'What moves prices, as it happens, with the highlights of the day.' },
      {
        title: 'Quotes and indicators',
        text: 'Physical and futures markets, exchange rates, weather and ship line-up.',
      },
      { title: 'Ask the analyst', text: 'Put your questions straight to the people who follow your market.' },
    ],
  },
  EsEs: {
    title: 'Información de mercado para el agronegocio',
    summary:
      'Análisis, noticias, informes, cotizaciones e indicadores de las principales materias primas agrícolas, en un solo lugar, en la web y en el móvil.',
    features: [
      {
        title: 'Análisis e informes',
        text: 'Lecturas diarias del mercado hechas por nuestros analistas, por commodity.',
      },
      { title: 'Noticias y flashes', text: 'Lo que mueve los precios, en cuanto ocurre, con los destacados del día.' },
      {
        title: 'Cotizaciones e indicadores',
        text: 'Mercado físico y de futuros, tipo de cambio, clima y line-up de buques.',
      },
      { title: 'Pregunte al analista', text: 'Resuelva sus dudas directamente con quien sigue su mercado.' },
    ],
  },
  EsAr: {
    title: 'Información de mercado para el agronegocio',
    summary:
      'Análisis, noticias, informes, cotizaciones e indicadores de los principales commodities agrícolas, en un solo lugar, en la web y en el celular.',
    features: [
      {
        title: 'Análisis e informes',
        text: 'Lecturas diarias del mercado hechas por nuestros analistas, por commodity.',
      },
      { title: 'Noticias y flashes', text: 'Lo que mueve los precios, apenas pasa, con los destacados del día.' },
      {
        title: 'Cotizaciones e indicadores',
        text: 'Mercado físico y de futuros, tipo de cambio, clima y line-up de buques.',
      },
      { title: 'Preguntale al analista', text: 'Sacate las dudas directamente con quien sigue tu mercado.' },
    ],
  },
  PtPt: {
    title: 'Informação de mercado para o agronegócio',
    summary:
      'Análises, notícias, relatórios, cotações e indicadores das principais matérias-primas agrícolas, num só sítio, na web e no telemóvel.',
    features: [
      {
        title: 'Análises e relatórios',
        text: 'Leituras diárias do mercado feitas pelos nossos analistas, por matéria-prima.',
      },
      { title: 'Notícias e flashes', text: 'O que mexe com os preços, logo que acontece, com os destaques do dia.' },
      {
        title: 'Cotações e indicadores',
        text: 'Mercado físico e de futuros, câmbio, meteorologia e line-up de navios.',
      },
      {
        title: 'Pergunte ao analista',
        text: 'Esclareça as suas dúvidas diretamente com quem acompanha o seu mercado.',
      },
    ],
  },
};

/** Registers landing-page (under /api). */
export function landingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: LandingPage }>('/landing-page', async (request): Promise<LandingPage> => {
    const locale = requestLocale(request);
    const subjects = await offeredSubjects(ctx, locale);
    return { ...TEXTS[locale], subjects };
  });
}
