// The order Vitest takes the test files in. Its own runs the projects by name and, within one, the longest files of
// the last run first, or, with no results of a last run (a clean clone), the largest. Two things are changed:
// - The slowest files (those that make a database template or start servers and processes) are small files of "server
//   and adapters", which comes last by name: on a clean clone they started in the last minute and ran on alone. Its
//   files now come first.
// - A worker that shares its module graph between files (isolate: false) is kept for the next file only when that file
//   is of the same project and environment; otherwise it is stopped and a new one imports everything again. Ordered by
//   size, the jsdom and node files of a project alternated, and a clean clone's run spent twice the time importing.
//   The files of one project and environment now come together.
// Within each group the order is Vitest's.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const FIRST = 'server and adapters';

/** The environment a file runs in: its `@vitest-environment` comment, else its project's. */
function environmentOf(file: TestSpecification): string {
  const named = /@vitest-environment\s+([\w-]+)/.exec(readFileSync(file.moduleId, 'utf8').slice(0, 2000));
  return named?.[1] ?? file.project.config.environment;
}

export default class ServerFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map<string, TestSpecification[]>();
    const key = (file: TestSpecification) =>
      `${file.project.name === FIRST ? 0 : 1} ${file.project.name} ${environmentOf(file)}`;
    for (const file of sorted) {
      const group = key(file);
      groups.set(group, [...(groups.get(group) ?? []), file]);
    }
    return [...groups.keys()].sort().flatMap((group) => groups.get(group)!);
  }
}
