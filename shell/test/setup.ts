import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

Object.defineProperty(window.navigator, 'language', { get: () => 'pt-BR', configurable: true });
