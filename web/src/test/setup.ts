import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => {
  // The build plugins' tests run in Node, without a document.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

// A mocked answer arrives 20-50 ms after its request (Apollo's realistic delay). A test that ends
// before its last answer would see React update state after the file's window is gone (an
// unhandled "window is not defined" that fails the run): let those answers land first.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 200)));
