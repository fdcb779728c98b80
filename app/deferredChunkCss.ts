import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** The stylesheets of `chunk` and of every chunk it imports statically, in import order. */
function cssOf(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle, seen = new Set<string>()) {
  const files: string[] = [];
  if (seen.has(chunk.fileName)) return files;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') files.push(...cssOf(imported, bundle, seen));
  }
  files.push(...(chunk.viteMetadata?.importedCss ?? []));
  return files;
}

/**
 * The public entry (app/entry-site.tsx) imports the page's components only after the window's
 * load event (through `modules`, in order: each is imported dynamically by the entry or by the one
 * before it: the hydration, then the components it imports in a task of their own), so Vite would
 * load their stylesheets then too, with the scripts; but the server-rendered HTML needs them for
 * its first paint. This links them in the built index.html after the entry's own stylesheets,
 * where they were when the entry imported the components statically. (Vite's preload helper
 * finds them linked and does not load them again.)
 */
export const deferredChunkCss = (...modules: string[]): Plugin => ({
  name: 'lms-deferred-chunk-css',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle, chunk: entry }) {
      if (!bundle || !entry?.dynamicImports.length) return html;
      const linked = new Set(cssOf(entry, bundle));
      const files: string[] = [];
      let importer: Rollup.OutputChunk = entry;
      for (const module of modules) {
        const from = importer;
        const deferred = Object.values(bundle).find(
          (output): output is Rollup.OutputChunk =>
            output.type === 'chunk' &&
            output.facadeModuleId !== null &&
            path.resolve(output.facadeModuleId) === path.resolve(module) &&
            from.dynamicImports.includes(output.fileName),
        );
        if (!deferred) break;
        for (const file of cssOf(deferred, bundle)) {
          if (linked.has(file)) continue;
          linked.add(file);
          files.push(file);
        }
        importer = deferred;
      }
      return {
        html,
        tags: files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
      };
    },
  },
});
