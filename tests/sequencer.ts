// The order Vitest takes the test files in. Its own runs the projects by name and, within one, the longest files of
// the last run first, or, with no results of a last run (a clean clone), the largest. The slowest files (those that
// make a database template or start servers and processes) are small files of "server and adapters", which comes last
// by name: on a clean clone they started in the last minute and ran on alone. Its files now come first; within each
// project the order is Vitest's.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const FIRST = 'server and adapters';

export default class ServerFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => file.project.name === FIRST;
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}
