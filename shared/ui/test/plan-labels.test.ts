import { afterEach, describe, expect, it } from 'vitest';
import { planIncludeLabel, planLabel } from '../src/plan';

afterEach(() => localStorage.clear());

describe('plan labels', () => {
  it('names a plan and what it includes in Portuguese', () => {
    expect(planLabel('URL_SHORTNER_PRO')).toBe('Profissional');
    expect(planIncludeLabel('ACCESS_COUNTS')).toBe('Contagem de acessos');
    expect(planIncludeLabel('UNLIMITED_LINKS')).toBe('Links e cliques ilimitados');
  });

  it('follows an explicit English choice', () => {
    localStorage.setItem('locale', 'en');
    expect(planIncludeLabel('ACCESS_COUNTS')).toBe('Click counts');
  });

  it('shows an unknown include by its name, never its key', () => {
    expect(planIncludeLabel('NEW_THING')).toBe('NEW_THING');
  });
});
