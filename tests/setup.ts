import 'reflect-metadata';

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // The component tests (jsdom) wait up to 5 s for what they find: Vitest runs two files at once on a 2-core machine,
  // and a lazily loaded chunk can then take longer than Testing Library's default second to arrive.
  configure({ asyncUtilTimeout: 5000 });
  // Each test ends with an empty document: Testing Library registers its own clean-up in whichever file imports it
  // first, which in a module graph shared by several files is only the first of them.
  afterEach(() => cleanup());
}
