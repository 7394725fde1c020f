// Loaded by the first navigation, which is when it is needed. It is handed the runtime's `word`, so that it shares no
// module with the runtime (which would be a file of its own for every page to load).
import type { word as Word } from './words.js';

/** A navigation shows the progress bar only when it takes longer than this (the spec's constant). */
export const PROGRESS_DELAY_MS = 1000;
/** When loading stays slow, a spinner joins the bar this long after the navigation started. */
export const SPINNER_DELAY_MS = 3000;

/** Shows the progress bar and then the spinner while a navigation is slow; `done` removes both. */
export function trackLoading(word: typeof Word): { done(): void } {
  const bar = document.getElementById('sg-progress');
  let spinner: HTMLElement | null = null;
  const barTimer = setTimeout(() => {
    if (!bar) return;
    bar.classList.remove('done');
    bar.hidden = false;
  }, PROGRESS_DELAY_MS);
  const spinnerTimer = setTimeout(() => {
    spinner = document.createElement('div');
    spinner.className = 'spinner';
    spinner.setAttribute('role', 'status');
    spinner.setAttribute('aria-label', word('sitegen.loading.label', 'Loading the page'));
    document.body.append(spinner);
  }, SPINNER_DELAY_MS);

  return {
    done() {
      clearTimeout(barTimer);
      clearTimeout(spinnerTimer);
      spinner?.remove();
      if (bar && !bar.hidden) {
        bar.classList.add('done');
        setTimeout(() => {
          if (bar.classList.contains('done')) bar.hidden = true;
        }, 450);
      }
    },
  };
}
