// The seeded tags: a name per locale and a category each (the content that carries them is chosen in the back office).
import { type Database } from '../db/database';
import { tags } from '../db/tables';

type SeedTag = [
  namePtBr: string,
  nameEnEu: string,
  nameEsEs: string,
  nameEsAr: string,
  namePtPt: string,
  category: string,
];

/** The tags of a new database. */
export const SEED_TAGS: readonly SeedTag[] = [
  ['Clima', 'Weather', 'Clima', 'Clima', 'Clima', 'Mercado'],
  ['Safra', 'Harvest', 'Cosecha', 'Cosecha', 'Colheita', 'Produção'],
  ['Exportação', 'Exports', 'Exportación', 'Exportación', 'Exportação', 'Comércio'],
  ['Câmbio', 'Exchange rate', 'Tipo de cambio', 'Tipo de cambio', 'Câmbio', 'Macroeconomia'],
  ['Juros', 'Interest rates', 'Tipos de interés', 'Tasas de interés', 'Taxas de juro', 'Macroeconomia'],
  ['Logística', 'Logistics', 'Logística', 'Logística', 'Logística', 'Comércio'],
  ['Insumos', 'Inputs', 'Insumos', 'Insumos', 'Factores de produção', 'Produção'],
  ['Bolsa de Chicago', 'Chicago Board of Trade', 'Bolsa de Chicago', 'Bolsa de Chicago', 'Bolsa de Chicago', 'Mercado'],
  ['Estoques', 'Stocks', 'Existencias', 'Existencias', 'Existências', 'Mercado'],
  [
    'Política agrícola',
    'Farm policy',
    'Política agraria',
    'Política agropecuaria',
    'Política agrícola',
    'Macroeconomia',
  ],
  ['Sustentabilidade', 'Sustainability', 'Sostenibilidad', 'Sustentabilidad', 'Sustentabilidade', 'Produção'],
  ['Biocombustíveis', 'Biofuels', 'Biocombustibles', 'Biocombustibles', 'Biocombustíveis', 'Energia'],
];

/** Writes the seeded tags (into an empty tags table). */
export async function seedTags(db: Database): Promise<void> {
  await db.insert(tags).values(
    SEED_TAGS.map(([namePtBr, nameEnEu, nameEsEs, nameEsAr, namePtPt, category]) => ({
      namePtBr,
      nameEnEu,
      nameEsEs,
      nameEsAr,
      namePtPt,
      category,
    })),
  );
}
