/**
 * Text made from inputs that rarely change and shown on many pages (a whole sidebar, the minified stylesheet), by
 * name, with a key of everything it was made from: kept in memory by the dev server, on disk between builds.
 */
export type Fragments = Map<string, { key: string; text: string }>;

/** The text kept under `name` when it was made from the same `key`; otherwise `make`'s, kept for the next build. */
export async function remembered(fragments: Fragments | undefined, { name, key }: { name: string; key: string }, make: () => string | Promise<string>): Promise<string> {
  const stored = fragments?.get(name);
  if (stored?.key === key) return stored.text;
  const text = await make();
  fragments?.set(name, { key, text });
  return text;
}
