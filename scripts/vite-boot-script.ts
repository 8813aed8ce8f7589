// A Vite plugin that gives index.html a boot script of its own: `source` is built as a second entry and loaded by a
// module script at the top of <head>, ahead of the app's entry, so what it starts (the first requests) does not wait
// for the app's code. (Vite folds every module script written in index.html into the one entry, hence this plugin.)
import { type Plugin } from 'vite';

export function bootScript(source: string): Plugin {
  let building = false;
  return {
    name: 'celeiro-boot-script',
    config(_config, { command }) {
      building = command === 'build';
      if (!building) return;
      return { build: { rolldownOptions: { input: { index: 'index.html', boot: source } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = building
          ? Object.values(context.bundle ?? {}).find(
              (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
            )
          : undefined;
        const boot = building ? chunk?.fileName : source;
        if (!boot) throw new Error(`the boot script ${source} was not built`);
        // What the boot script imports is asked for right after it, ahead of the entry's own modules (a browser
        // opens few connections to one server at a time: the boot script would otherwise wait behind the entry).
        const imports = chunk?.type === 'chunk' ? chunk.imports : [];
        return [
          { tag: 'script', attrs: { type: 'module', src: `/${boot.replace(/^\//, '')}` }, injectTo: 'head-prepend' },
          ...imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
        ];
      },
    },
  };
}
