import { afterEach } from 'vitest';

afterEach(async () => {
  // Tests of the worker's and the scripts' code run in the node environment:
  // no DOM to reset, and no React DOM to load for it.
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
