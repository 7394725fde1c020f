// Commander's parsers of option values: each throws a usage error that says what it expected.
import { InvalidArgumentError } from 'commander';
import { baseUrlProblem, suggestedBaseUrl } from '../config/base-url.js';

/** A port for --port: 0 (any free one) to 65535. */
export function portNumber(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return number;
}

/** A path such as a base URL: it starts and ends with "/", and cannot lead to another host. */
export function urlPath(value: string): string {
  const problem = baseUrlProblem(value);
  if (problem)
    throw new InvalidArgumentError(`expected a path such as ${suggestedBaseUrl(value)}; this one ${problem}.`);
  return value;
}

/** A time limit for --step-limit and --render-limit: seconds, above 0, as milliseconds. */
export function seconds(value: string): number {
  const number = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || !(number > 0))
    throw new InvalidArgumentError('expected a number of seconds above 0, such as 120.');
  return number * 1000;
}

/** A count for --timeout and --concurrency: a whole number above 0. */
export function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('expected a whole number above 0.');
  return number;
}
