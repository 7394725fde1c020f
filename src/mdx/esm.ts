import { SitegenError } from '../errors.js';
import { endOfString, endOfTemplate } from './read-jsx.js';

// What may start a line of an ESM block outside brackets: the next import or export, or the rest of an expression.
const statementStart = /^(?:import|export)\b|^[)}\].,?:|&+\-*/=>]|^$/;

/**
 * MDX allows only `import` and `export` statements in its ESM blocks: other code would run once, at build time,
 * where the reader's browser never sees it. Finds a statement that starts with anything else.
 */
export function checkEsm(code: string, file: string, firstLine: number): void {
  const check = (text: string, line: number) => {
    if (!text.startsWith('//') && !text.startsWith('/*') && !statementStart.test(text))
      throw moduleCodeError(text, file, line);
  };
  let depth = 0;
  let line = firstLine;
  let lineStart = true;
  for (let i = 0; i < code.length;) {
    const c = code[i];
    if (lineStart && depth === 0) check(code.slice(i, code.indexOf('\n', i) >>> 0).trim(), line);
    lineStart = false;
    if (c === '\n') {
      line++;
      lineStart = true;
    } else if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (c === '"' || c === "'" || c === '`') {
      // A quote in JSX text (`don't`) opens no string: strings end at their line, templates may not.
      const end = c === '`' ? endOfTemplate(code, i) : endOfString(code, i);
      if (end > 0) {
        for (let k = i; k < end; k++) if (code[k] === '\n') line++;
        i = end;
        continue;
      }
    } else if (c === ';' && depth === 0) check(code.slice(i + 1, code.indexOf('\n', i) >>> 0).trim(), line);
    i++;
  }
}

function moduleCodeError(statement: string, file: string, line: number): SitegenError {
  return new SitegenError(`code that runs when the page loads is not supported in MDX: ${statement.slice(0, 60)}`, {
    file,
    line,
    hint: 'an MDX page may only import and export; move the code into a component (`export const X = () => …`)',
  });
}
