import { createInterface } from 'node:readline/promises';
import { UsageError } from '../errors.js';
import type { StarterChoices } from './choices.js';

export interface PromptOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** The answers an empty line takes. */
  defaults: StarterChoices;
  /** Which questions the flags have not answered already. */
  ask: { title: boolean; blog: boolean };
}

/** Asks for the site's name and whether it has a blog; an empty answer takes the default shown in brackets. */
export async function promptChoices({ input, output, defaults, ask }: PromptOptions): Promise<StarterChoices> {
  const lines = createInterface({ input, output });
  // Ctrl+C or the end of the input stops the questions; readline would otherwise only pause.
  lines.on('SIGINT', () => lines.close());
  const closed = new Promise<never>((_, reject) => {
    lines.once('close', () => reject(new UsageError('stopped before the questions were answered; nothing was written', { hint: 'run it again, or pass --yes to take the defaults' })));
  });
  closed.catch(() => undefined);
  const question = (text: string) => Promise.race([lines.question(text), closed]);
  try {
    const title = ask.title ? (await question(`Site name (${defaults.title}): `)).trim() || defaults.title : defaults.title;
    const blog = ask.blog ? yesOrNo(await question(`Add a blog? (${defaults.blog ? 'Y/n' : 'y/N'}): `), defaults.blog) : defaults.blog;
    return { ...defaults, title, blog };
  } finally {
    lines.close();
  }
}

function yesOrNo(answer: string, otherwise: boolean): boolean {
  if (/^\s*y/i.test(answer)) return true;
  if (/^\s*n/i.test(answer)) return false;
  return otherwise;
}
