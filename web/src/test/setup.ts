import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { clearToasts } from '../shell/toast-store';

afterEach(() => {
  // The build plugins' tests run in Node, without a document.
  if (typeof document === 'undefined') return;
  cleanup();
  // Files share a document and modules (isolate: false in vitest.config.ts): each test leaves
  // them as it found them. What React Aria put on the body (its live announcer, which it makes
  // again when next needed) and on the page goes, and toasts shown by one test go with it.
  clearToasts();
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.documentElement.removeAttribute('style');
  document.documentElement.className = '';
  document.documentElement.lang = '';
  history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

// A mocked answer arrives 20-50 ms after its request (Apollo's realistic delay). A test that ends
// before its last answer would see React update state after the file's window is gone (an
// unhandled "window is not defined" that fails the run): let those answers land first.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 200)));
