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
  // Ctrl+C ends the questions, as the end of the input does; readline would otherwise only pause.
  lines.on('SIGINT', () => {
    output.write('\n');
    lines.close();
  });
  // Lines typed (or pasted) ahead of their question wait for it here.
  const answers = lines[Symbol.asyncIterator]();
  const answer = async (question: string) => {
    lines.setPrompt(question);
    lines.prompt();
    const next = await answers.next();
    if (next.done)
      throw new UsageError('stopped before the questions were answered; nothing was written', {
        hint: 'run it again, or pass --yes to take the defaults',
      });
    return next.value.trim();
  };
  try {
    const title = ask.title ? (await answer(`Site name (${defaults.title}): `)) || defaults.title : defaults.title;
    const blog = ask.blog
      ? yesOrNo(await answer(`Add a blog? (${defaults.blog ? 'Y/n' : 'y/N'}): `), defaults.blog)
      : defaults.blog;
    return { ...defaults, title, blog };
  } finally {
    lines.close();
  }
}

function yesOrNo(answer: string, otherwise: boolean): boolean {
  if (/^y/i.test(answer)) return true;
  if (/^n/i.test(answer)) return false;
  return otherwise;
}
