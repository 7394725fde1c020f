// Compiled for the server too, where there is no window.
const browser = globalThis as { window?: { document?: unknown; addEventListener?: unknown; screen?: unknown } };
const canUseDOM = typeof browser.window?.document !== 'undefined';

/** `@docusaurus/ExecutionEnvironment`: false on the server, where pages render. */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof browser.window?.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in globalThis,
  canUseViewport: canUseDOM && browser.window?.screen !== undefined,
};

export default ExecutionEnvironment;
