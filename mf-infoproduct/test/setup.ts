import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// The wizard's dialogs open through Chakra's presence animation; on a busy two-core runner (the unit step runs
// every project at once) that took longer than the default second.
configure({ asyncUtilTimeout: 8_000 });

// happy-dom reports an English browser; the product's first language is Brazilian Portuguese.
beforeEach(() => {
  localStorage.setItem('locale', 'pt-BR');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
