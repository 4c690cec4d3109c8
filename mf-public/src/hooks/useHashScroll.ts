import { useEffect, useState } from 'react';

const currentHash = () => window.location.hash.replace(/^#/, '');

/**
 * Scrolls smoothly to the section named by the URL hash once it has been rendered: on arrival (`/#sec-3`
 * from another page, before the section exists) and when an anchor changes the hash.
 */
export function useHashScroll(ready: (id: string) => boolean): void {
  const [id, setId] = useState(currentHash);
  useEffect(() => {
    const onHashChange = () => setId(currentHash());
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  const isReady = id !== '' && ready(id);
  useEffect(() => {
    if (!isReady) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, isReady]);
}
