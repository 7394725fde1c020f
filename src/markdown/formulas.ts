import { SitegenError } from '../errors.js';
import { loadKatex, type ParseError } from '../katex.js';
import type { MathToken } from './math.js';

/** A formula of a page, with the line of its file it starts on. */
export interface FoundFormula {
  token: MathToken;
  line: number;
}

/**
 * Renders each formula into its token's `html` with KaTeX, as HTML for the eye and MathML for screen readers. A
 * formula KaTeX cannot read is an error at its line, without the file, which the caller knows.
 */
export async function renderFormulas(formulas: FoundFormula[]): Promise<void> {
  const katex = await loadKatex();
  for (const { token, line } of formulas) {
    try {
      token.html = katex.renderToString(token.text, {
        displayMode: token.type === 'displayMath',
        throwOnError: true,
        output: 'htmlAndMathml',
        // Its warnings about LaTeX compatibility would go to the console of a build, unasked.
        strict: 'ignore',
      });
    } catch (error) {
      const parseError = error instanceof katex.ParseError ? (error as ParseError) : null;
      const texBefore = parseError ? token.text.slice(0, parseError.position) : '';
      throw new SitegenError(
        `KaTeX cannot render the formula ${shown(token.text)}: ${parseError?.rawMessage ?? (error as Error).message}`,
        {
          line: line + token.texLine + (texBefore.match(/\n/g)?.length ?? 0),
          hint: 'fix the TeX (https://katex.org/docs/supported.html lists what KaTeX reads); write \\$ for a dollar sign that is not math',
        },
      );
    }
  }
}

/** A formula as a message quotes it: on one line, cut short when long. */
function shown(tex: string): string {
  const line = tex.replace(/\s+/g, ' ').trim();
  return `\`${line.length > 60 ? `${line.slice(0, 57)}…` : line}\``;
}
