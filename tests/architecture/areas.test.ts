// Every layer names its parts by the areas (docs/architecture.md): a contract file or a feature folder whose name is
// no area is a part the next engineer cannot place.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
/** The areas the lint's layering rules know (eslint.config.js). */
const { areas } = (await import(new URL('eslint.config.js', root).href)) as { areas: string[] };
const entries = (folder: string) => readdirSync(new URL(folder, root), { withFileTypes: true });

describe('the layers are named by area', () => {
  it('names each contract file after its area: contracts/<area>.*.consumer.test.ts', () => {
    const unnamed = entries('contracts/')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.consumer.test.ts'))
      .filter((name) => !areas.includes(name.split('.')[0]!));
    expect(unnamed).toEqual([]);
  });

  it('keeps the scenarios in area folders: features/<area>/, beside the kernel, steps and support', () => {
    const folders = entries('features/')
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !['kernel', 'steps', 'support'].includes(name) && !areas.includes(name));
    expect(folders).toEqual([]);
  });
});
