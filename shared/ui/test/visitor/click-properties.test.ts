import { describe, expect, it } from 'vitest';
import { breakpointFrom, clickPropertiesFor, shouldCountClick } from '../../src/visitor/click-properties';

describe('click properties', () => {
  it('maps widths to the screen classes', () => {
    expect([599, 600, 959, 960, 1263, 1264, 1903, 1904].map(breakpointFrom)).toEqual([
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
    ]);
  });

  it('records share-on from s (s=q is a QR scan)', () => {
    const properties = clickPropertiesFor({
      userAgent: 'Android',
      width: 400,
      search: new URLSearchParams('s=q'),
    });
    expect(properties).toContainEqual({ name: 'share-on', value: 'q', type: 'STANDARD' });
    expect(properties).toContainEqual({ name: 'breakpoint-name', value: 'xs', type: 'STANDARD' });
    expect(properties).toContainEqual({ name: 'platform', value: 'Android', type: 'STANDARD' });
  });

  it('records every share option of the share menu as share-on', () => {
    for (const option of ['whatsapp', 'facebook', 'twitter', 'linkedin', 'messenger', 'email']) {
      const properties = clickPropertiesFor({
        userAgent: 'x',
        width: 1500,
        search: new URLSearchParams(`s=${option}`),
      });
      expect(properties).toContainEqual({ name: 'share-on', value: option, type: 'STANDARD' });
    }
  });

  it('sends no share-on without s, or with an s outside the share options (the API would refuse the click)', () => {
    for (const search of ['', 's=instagram', 's=Q', 's=WhatsApp', 's=']) {
      const properties = clickPropertiesFor({
        userAgent: 'x',
        width: 1500,
        search: new URLSearchParams(search),
      });
      expect(properties.map((property) => property.name)).toEqual(['platform', 'breakpoint-name']);
    }
  });

  it('any countClick value suppresses the click', () => {
    expect(shouldCountClick(new URLSearchParams('countClick=false'))).toBe(false);
    expect(shouldCountClick(new URLSearchParams('countClick'))).toBe(false);
    expect(shouldCountClick(new URLSearchParams('countClick=true'))).toBe(false);
    expect(shouldCountClick(new URLSearchParams('s=q'))).toBe(true);
  });
});
