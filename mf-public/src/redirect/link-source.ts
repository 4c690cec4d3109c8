/** Stored URLs normally carry a scheme; one typed without it still has to leave this origin. */
export function absoluteUrl(url: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `http://${url}`;
}
