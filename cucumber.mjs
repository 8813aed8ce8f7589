// Cucumber profiles: the default runs every scenario on the core assembly (use cases + fakes);
// `ui` runs the @ui scenarios in Chromium against the reference server. A @browser-only scenario is about what only
// a page shows (where things are on a screen), so the core assembly leaves it out.
const common = {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress', 'summary'],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
};

export default { ...common, tags: 'not @browser-only', worldParameters: { assembly: 'core' } };

export const ui = { ...common, tags: '@ui', worldParameters: { assembly: 'ui' }, parallel: 0 };
