/** Click properties recorded on the redirect screen (spec 000 §3: platform, breakpoint-name, share-on). */

export interface ClickProperty {
  name: 'platform' | 'breakpoint-name' | 'share-on';
  value: string;
  type: 'STANDARD';
}

export function platformFrom(userAgent: string): string {
  if (/iPad/i.test(userAgent)) return 'iPad';
  if (/iPhone|iPod/i.test(userAgent)) return 'iPhone';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'macOS';
  if (/Linux|X11|CrOS/i.test(userAgent)) return 'Linux';
  return 'others';
}

export function breakpointFrom(width: number): 'xs' | 'sm' | 'md' | 'lg' | 'xl' {
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
    { name: 'platform', value: platformFrom(env.userAgent), type: 'STANDARD' },
    { name: 'breakpoint-name', value: breakpointFrom(env.width), type: 'STANDARD' },
  ];
  const shareOn = env.search.get('s');
  if (shareOn) properties.push({ name: 'share-on', value: shareOn, type: 'STANDARD' });
  return properties;
}

/** The panel opens links with countClick=false; any value (even empty) suppresses the click. */
export function shouldCountClick(search: URLSearchParams): boolean {
  return !search.has('countClick');
}
