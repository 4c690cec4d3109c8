import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// The page's lazy dialogs and queries settle later on a busy test machine than the default second allows.
configure({ asyncUtilTimeout: 15_000 });

// happy-dom reports an English browser; the product's first language is Brazilian Portuguese.
beforeEach(() => {
  localStorage.setItem('locale', 'pt-BR');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
