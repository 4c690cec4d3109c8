import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks, Chakra's presence animations and queries settle later on a busy two-core CI runner, where the unit
// step runs every project at once, than testing-library's default second allows.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
