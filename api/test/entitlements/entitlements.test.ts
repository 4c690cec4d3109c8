import { describe, expect, it } from 'vitest';
import { featuresOfUser, hasFeature, tierOf } from '../../src/entitlements';

const user = (...tiers: ('FREE' | 'BASIC' | 'PRO' | 'BUSINESS')[]) => ({
  plans: tiers.map((tier) => ({ tier })),
});

describe('entitlements', () => {
  it('takes the best of the active plans as the tier', () => {
    expect(tierOf(user())).toBe('FREE');
    expect(tierOf(user('FREE', 'PRO', 'BASIC'))).toBe('PRO');
    expect(tierOf(user('BUSINESS', 'FREE'))).toBe('BUSINESS');
  });

  it('answers features from the one table', () => {
    expect(featuresOfUser(user('FREE'))).toEqual([]);
    expect(hasFeature(user('BASIC'), 'editLink')).toBe(true);
    expect(hasFeature(user('BASIC'), 'loadingScreen')).toBe(false);
    expect(hasFeature(user('FREE', 'PRO'), 'loadingScreen')).toBe(true);
    expect(hasFeature(user('PRO'), 'customDomain')).toBe(false);
    expect(hasFeature(user('BUSINESS'), 'customDomain')).toBe(true);
  });
});
