// The pictures of the seeded content: a share of the items shows a scene of its commodity (a field, a port or a
// storage), drawn by scripts/generate-content-images.ts into public/images/content and served with the app.

/** The scenes a commodity's picture shows. */
export const CONTENT_IMAGE_SCENES = ['field', 'port', 'storage'] as const;
/** A scene of a commodity's picture. */
export type ContentImageScene = (typeof CONTENT_IMAGE_SCENES)[number];

/** The share of the seeded items with a picture, in percent. */
export const CONTENT_IMAGE_SHARE = 35;

/** Where the picture of a commodity's scene is served. */
export const contentImagePath = (icon: string, scene: ContentImageScene): string =>
  `/images/content/${icon}-${scene}.svg`;

/** A picture as stored with its item: its address and its description in each language of the content. */
export interface StoredContentImage {
  url: string;
  alt: { pt: string; en: string; es: string };
}

const ALT: Record<ContentImageScene, { pt: string; en: string; es: string }> = {
  field: { pt: 'Lavoura de {c}', en: '{c} field', es: 'Cultivo de {c}' },
  port: { pt: 'Embarque de {c} no porto', en: '{c} loading at the port', es: 'Embarque de {c} en el puerto' },
  storage: { pt: 'Armazenagem de {c}', en: '{c} storage', es: 'Almacenamiento de {c}' },
};

/**
 * The picture of item `id` of a commodity, or null: chosen from the item's id alone (not the seed's random
 * sequence), so adding pictures changes nothing else of the seed.
 */
export function seededContentImage(
  id: number,
  commodity: { icone: string; names: { PtBr: string; EnEu: string; EsEs: string } },
): StoredContentImage | null {
  const hash = Math.imul(id, 2654435761) >>> 0;
  if (hash % 100 >= CONTENT_IMAGE_SHARE) return null;
  const scene = CONTENT_IMAGE_SCENES[(hash >>> 8) % CONTENT_IMAGE_SCENES.length]!;
  const name = { pt: commodity.names.PtBr, en: commodity.names.EnEu, es: commodity.names.EsEs };
  const alt = ALT[scene];
  return {
    url: contentImagePath(commodity.icone, scene),
    alt: {
      pt: alt.pt.replace('{c}', name.pt.toLowerCase()),
      en: alt.en.replace('{c}', name.en),
      es: alt.es.replace('{c}', name.es.toLowerCase()),
    },
  };
}
