// Mermaid's parser for the build, compiled into a bundle of its own (`dist-lib/mermaid/`): only a site with diagrams
// loads it, and the engine's own code stays as small to load and to stamp the cache with.
import purify from 'dompurify';
import mermaid from 'mermaid';

// Some diagrams' parsers pass their labels through DOMPurify, which does nothing without a browser's DOM. The build
// only asks whether a diagram reads and throws the result away, so here labels stay as written; the browser
// sanitizes the ones it draws.
if (!purify.isSupported)
  Object.assign(purify, { sanitize: (text: string) => text, addHook() {}, removeHook() {}, removeHooks() {} });

/** Resolves when Mermaid reads the diagram; rejects with its error otherwise. */
export function parseDiagram(text: string): Promise<unknown> {
  return mermaid.parse(text);
}
