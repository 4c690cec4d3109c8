import { afterEach, beforeEach } from 'vitest';

// happy-dom reports an English browser; the product's first language is Brazilian Portuguese.
beforeEach(() => {
  localStorage.setItem('locale', 'pt-BR');
});

afterEach(() => {
  localStorage.clear();
});
