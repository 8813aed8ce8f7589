// Cucumber profiles: the default runs every scenario on the core assembly (use cases + fakes);
// `ui` runs the @ui scenarios in Chromium against the reference server.
const common = {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress', 'summary'],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
};

export default { ...common, worldParameters: { assembly: 'core' } };

export const ui = { ...common, tags: '@ui', worldParameters: { assembly: 'ui' }, parallel: 0 };
