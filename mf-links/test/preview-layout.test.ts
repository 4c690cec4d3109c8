import { openGraphFieldNames } from '@atalho/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { advancedFields, mainFields } from '../src/components/preview-editor/preview-layout';

describe('preview editor layout', () => {
  it('shows every Open Graph property of spec 001 §2 exactly once', () => {
    const shown = [...mainFields, ...advancedFields];
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual([...openGraphFieldNames].sort());
  });
});
