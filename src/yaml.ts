// The one module that imports js-yaml: front matter, the blog's authors file and category files are read through it.
import yaml from 'js-yaml';

/** A YAML mistake: what is wrong, and the 1-based line of the text it is on when the parser knows it. */
export class YamlError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number | undefined,
  ) {
    super(reason);
    this.name = 'YamlError';
  }
}

/** Parses YAML as Docusaurus reads it (js-yaml 3's safe schema, dates as Dates); a mistake throws a `YamlError`. */
export function parseYaml(text: string): unknown {
  try {
    return yaml.safeLoad(text);
  } catch (error) {
    const { mark, reason } = error as { mark?: { line: number }; reason?: string };
    throw new YamlError(reason ?? (error as Error).message.split('\n')[0], mark ? mark.line + 1 : undefined);
  }
}
