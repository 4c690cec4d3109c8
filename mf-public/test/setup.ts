import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

beforeEach(() => {
  // Copy assertions are in Portuguese; happy-dom's navigator says en-US.
  localStorage.setItem('locale', 'pt-BR');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
