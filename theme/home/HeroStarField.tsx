import { useEffect, useRef } from 'react';
import { starField, starShift } from './starFieldPhysics';
import './HeroStarField.css';

// Computed once: the same 35 stars on the server and in the browser.
const STARS = starField();

/**
 * Decoration behind the hero: small stars that lean toward the pointer when it comes within
 * 100 px. Absolutely positioned and moved only with `translate`, so it never shifts layout;
 * hidden from assistive technology; still (no twinkle, no leaning) under reduced motion.
 */
export function HeroStarField() {
  const fieldRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const field = fieldRef.current;
    const host = field?.parentElement;
    if (!field || !host) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const stars = Array.from(field.children) as HTMLElement[];
    let pointer: { x: number; y: number } | null = null;
    let frame = 0;

    const apply = () => {
      frame = 0;
      const box = field.getBoundingClientRect();
      const local = pointer && { x: pointer.x - box.left, y: pointer.y - box.top };
      STARS.forEach((star, index) => {
        const centre = { x: (star.x / 100) * box.width, y: (star.y / 100) * box.height };
        const shift = local && !reducedMotion.matches ? starShift(centre, local) : { x: 0, y: 0 };
        stars[index].style.translate = shift.x || shift.y ? `${shift.x.toFixed(1)}px ${shift.y.toFixed(1)}px` : '';
      });
    };
    // At most one update per frame, however fast the pointer events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || reducedMotion.matches) return;
      pointer = { x: event.clientX, y: event.clientY };
      schedule();
    };
    const onLeave = () => {
      pointer = null;
      schedule();
    };
    host.addEventListener('pointermove', onMove, { passive: true });
    host.addEventListener('pointerleave', onLeave);
    return () => {
      host.removeEventListener('pointermove', onMove);
      host.removeEventListener('pointerleave', onLeave);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div className="rsb-star-field" ref={fieldRef} aria-hidden="true">
      {STARS.map((star, index) => (
        <span
          // The list never changes, so the index is a stable key.
          key={index}
          className="rsb-star-field__star"
          style={{
            left: `${star.x}%`,
            top: `${star.y}%`,
            width: `${star.size}px`,
            height: `${star.size}px`,
            animationDelay: `${star.delay}s`,
          }}
        />
      ))}
    </div>
  );
}
