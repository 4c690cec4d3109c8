import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// happy-dom reports en-US; the product's default language is Portuguese.
Object.defineProperty(window.navigator, 'language', { get: () => 'pt-BR', configurable: true });
