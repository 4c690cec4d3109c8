import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// The lazy wizard chunk and the card check can take a few seconds on a busy machine.
configure({ asyncUtilTimeout: 8_000 });

// happy-dom reports an English browser; the product's first language is Brazilian Portuguese.
beforeEach(() => {
  localStorage.setItem('locale', 'pt-BR');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
