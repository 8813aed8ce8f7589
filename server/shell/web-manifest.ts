// The installable app's manifest (issue: the reader's library, PWA), one per brand: its name, icon and colours.
import { type Brand } from '../../core';

/** What a brand's manifest says. */
export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Each brand's name and colours (the theme's --brand-primary, ui/kit/theme/tokens.css). */
const BRANDS: Record<Brand, { name: string; short: string; theme: string }> = {
  consultancy: { name: 'Celeiro Consultoria', short: 'Celeiro', theme: '#2f6b2f' },
  'market-news': { name: 'Celeiro Notícias', short: 'Celeiro Notícias', theme: '#1d4f91' },
};

/** The manifest of `brand`'s app: it opens on the home page, standalone, in the brand's colours. */
export function webManifest(brand: Brand): WebManifest {
  const { name, short, theme } = BRANDS[brand];
  return {
    name,
    short_name: short,
    description: 'Informação de mercado para o agronegócio: análises, notícias, cotações e agenda.',
    lang: 'pt-BR',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: theme,
    background_color: '#ffffff',
    icons: [
      { src: `/icons/${brand}.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: `/icons/${brand}.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}
