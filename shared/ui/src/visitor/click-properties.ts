/** Click properties recorded on the redirect screen (spec 000 §3: platform, breakpoint-name, share-on). */
import { type breakpointNames, platformOf, shareOptions } from '@atalho/sdk/visitor-device';

export interface ClickProperty {
  name: 'platform' | 'breakpoint-name' | 'share-on';
  value: string;
  type: 'STANDARD';
}

export function breakpointFrom(width: number): (typeof breakpointNames)[number] {
  if (width < 600) return 'xs';
  if (width < 960) return 'sm';
  if (width < 1264) return 'md';
  if (width < 1904) return 'lg';
  return 'xl';
}

export function clickPropertiesFor(env: {
  userAgent: string;
  width: number;
  search: URLSearchParams;
}): ClickProperty[] {
  const properties: ClickProperty[] = [
    { name: 'platform', value: platformOf(env.userAgent), type: 'STANDARD' },
    { name: 'breakpoint-name', value: breakpointFrom(env.width), type: 'STANDARD' },
  ];
  // The API refuses a share option outside its list (400): an unknown `s` is left out, the click kept.
  const shareOn = shareOptions.find((option) => option === env.search.get('s'));
  if (shareOn) properties.push({ name: 'share-on', value: shareOn, type: 'STANDARD' });
  return properties;
}

/** The panel opens links with countClick=false; any value (even empty) suppresses the click. */
export function shouldCountClick(search: URLSearchParams): boolean {
  return !search.has('countClick');
}
