// Every layer names its parts by the areas (docs/architecture.md): a contract file or a feature folder whose name is
// no area is a part the next engineer cannot place.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textsFileOf } from '../../ui/kit/i18n/area-texts';

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

/** The folders of ui/ that are no area: the kit, the composition root and the app that composes the areas. */
const UI_PARTS = ['app', 'di', 'kit'];
/** Areas with no interface of their own yet, and why. */
const WITHOUT_UI: Record<string, string> = {
  library: 'its pages (favourites, schedule) are drawn by ui/content with the reading parts they share',
};
const text = (file: string) => readFileSync(new URL(file, root), 'utf8');
const folders = (layer: string) =>
  entries(`${layer}/`)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('each area brings its interface as one module (ui/<area>/module.ts)', () => {
  it('has a module for every area with a folder in any layer', () => {
    const named = new Set(['core', 'server', 'features', 'ui'].flatMap(folders).filter((name) => areas.includes(name)));
    const missing = [...named].filter(
      (area) => !WITHOUT_UI[area] && !existsSync(new URL(`ui/${area}/module.ts`, root)),
    );
    expect(missing).toEqual([]);
  });

  it('keeps nothing in ui/ but areas, the kit, the composition root and the app', () => {
    expect(folders('ui').filter((name) => !areas.includes(name) && !UI_PARTS.includes(name))).toEqual([]);
  });

  it('lists every area module in ui/modules.ts, once', () => {
    // The modules' imports (import { xModule } from './x/module'), not the parts the layouts draw, exported beside them.
    const listed = [...text('ui/modules.ts').matchAll(/import \{ \w+Module \} from '\.\/(\w+)\/module'/g)].map(
      (match) => match[1],
    );
    const modules = folders('ui').filter((name) => existsSync(new URL(`ui/${name}/module.ts`, root)));
    expect(listed.sort()).toEqual(modules.sort());
  });

  it.each(folders('ui').filter((name) => areas.includes(name)))(
    '%s: its module names the namespaces of its texts files, no more and no fewer',
    (area) => {
      const declared = /namespaces: \[([^\]]*)\]/.exec(text(`ui/${area}/module.ts`))?.[1] ?? '';
      const namespaces = [...declared.matchAll(/'([\w-]+)'/g)].map((match) => match[1]);
      const files = new Set(
        readdirSync(new URL(`ui/${area}/`, root), { recursive: true, encoding: 'utf8' }).map(
          (file) => textsFileOf(`ui/${area}/${file}`)?.namespace,
        ),
      );
      files.delete(undefined);
      expect(namespaces.sort()).toEqual([...files].sort());
    },
  );
});
