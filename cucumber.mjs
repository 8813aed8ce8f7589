// Cucumber profiles: the default runs every scenario on the core assembly (use cases + fakes);
// `ui` runs the @ui scenarios in Chromium, against the reference server it starts or against BASE_URL (see
// features/README.md, "Against any deployment"). A @browser-only scenario is about what only a page shows (where things
// are on a screen), so the core assembly leaves it out.
// Each profile writes an HTML report and a JUnit XML report under test-results/, beside the console output (whose
// summary line `npm test` reads); the two profiles' reports have their own names, so neither overwrites the other.
const common = {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
};

/** The console formats and the two report files named `test-results/<name>.html` and `.xml`. */
const formats = (name) => ['progress', 'summary', `html:test-results/${name}.html`, `junit:test-results/${name}.xml`];

export default {
  ...common,
  format: formats('cucumber-core'),
  formatOptions: { ...common.formatOptions, junit: { suiteName: 'celeiro acceptance (core)' } },
  tags: 'not @browser-only',
  worldParameters: { assembly: 'core' },
};

export const ui = {
  ...common,
  format: formats('cucumber'),
  formatOptions: { ...common.formatOptions, junit: { suiteName: 'celeiro acceptance (ui)' } },
  tags: '@ui',
  worldParameters: { assembly: 'ui' },
  // UI_WORKERS runs the scenarios in that many workers, each with its own server and Chromium.
  parallel: Number(process.env.UI_WORKERS ?? 0),
};
