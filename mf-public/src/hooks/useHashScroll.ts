import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls smoothly to the section named by the URL hash once it has been rendered. */
export function useHashScroll(ready: (id: string) => boolean): void {
  const { hash } = useLocation();
  const id = hash.replace(/^#/, '');
  const isReady = id !== '' && ready(id);
  useEffect(() => {
    if (!isReady) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, isReady]);
}
