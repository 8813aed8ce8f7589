import { type Texts } from '../kit/i18n/area-texts';

// The texts files of the areas, by file, and how a namespace is found among them: shared by the entry's loaders
// (area-text-loaders.ts) and the chunk of the other namespaces' loaders (more-text-loaders.ts).

/** Each texts file's loader, by file, in one locale. */
export type TextsFiles = Record<string, () => Promise<{ default: Texts }>>;

/** The namespace of a texts file: its area's folder, `<area>-<part>` for a part's texts, or `common`. */
export function namespaceOf(file: string): string {
  if (file.endsWith('/common.ts')) return 'common';
  const [area = file, name = ''] = file.split('/').slice(-2);
  return name.endsWith('.i18n.ts') ? `${area}-${name.slice(0, -'.i18n.ts'.length)}` : area;
}

/** Loads a namespace's texts from these files (one locale's), or answers undefined when none of them holds it. */
export function loadFrom(files: TextsFiles | undefined, namespace: string): Promise<Texts> | undefined {
  const file = Object.keys(files ?? {}).find((path) => namespaceOf(path) === namespace);
  return file ? files![file]!().then((module) => module.default) : undefined;
}
