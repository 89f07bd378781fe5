import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * For a dropdown: closes it after a navigation and on a pointer press outside its root
 * (the element the returned ref is put on). Esc and focus are the component's own.
 */
export function useDismissable<T extends HTMLElement>(open: boolean, close: () => void) {
  const rootRef = useRef<T>(null);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    close();
  }
  useEffect(() => {
    if (!open) return;
    function onPointerDown(e: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) close();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);
  return rootRef;
}
