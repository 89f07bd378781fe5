import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (it stays true), so rows
 * and lists below the fold load only when the visitor scrolls towards them. Without
 * IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px') {
  const ref = useRef<T>(null);
  // False at first everywhere, on the server too: a server-rendered page hydrates with the
  // same markup, and what lies below the fold is fetched by the browser when it comes near.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return { ref, near };
}

/** Whether the element is on screen now (null until known; never known without the API). */
export function useInViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState<boolean | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setVisible(last.isIntersecting);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, visible };
}
