import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once its place comes within `margin` of the viewport, `placeholder` until then:
 * lists below the fold cost the first load nothing (a phone's main thread is busy enough with what
 * it shows). Without IntersectionObserver, renders at once.
 */
export function WhenNear({
  children,
  placeholder,
  margin = '200px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          // a background render: interruptible, drawn in small slices
          startTransition(() => setNear(true));
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
