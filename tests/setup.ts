import 'reflect-metadata';

// The component tests (jsdom) wait up to 5 s for what they find: Vitest runs two files at once on a 2-core machine,
// and a lazily loaded chunk can then take longer than Testing Library's default second to arrive.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}
