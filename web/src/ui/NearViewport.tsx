import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the placeholder comes within `margin` of the viewport: a heavy part
 * below the fold (a map) then costs a first visit nothing until the reader scrolls towards it.
 */
export function NearViewport({
  children,
  placeholder,
  margin = '400px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return isNear ? children : <div ref={anchor}>{placeholder}</div>;
}
