import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd's responsive helpers call window.matchMedia, which happy-dom does not fully provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  },
});

// antd pages render slowly on a loaded 2-core machine: give findBy/waitFor queries more time.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
