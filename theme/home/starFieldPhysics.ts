// The hero's star field: where the stars sit and how they lean toward the pointer. Pure, so
// unit tests run it apart from React.

export const STAR_COUNT = 35;
/** Stars closer to the pointer than this (in CSS pixels) lean toward it. */
export const STAR_REACH = 100;

export interface Star {
  /** Position in percent of the hero's box. */
  x: number;
  y: number;
  /** Diameter in pixels: grows with the index, so later stars are larger. */
  size: number;
  /** Seconds of twinkle delay, so they do not blink in step. */
  delay: number;
}

/**
 * The star field, the same on the server and in the browser (a fixed pseudo-random sequence,
 * never Math.random), so the pre-rendered HTML already holds every star and nothing moves.
 */
export function starField(count = STAR_COUNT): Star[] {
  let seed = 0x2f6b;
  const next = () => {
    // A small linear congruential generator; quality matters less than being repeatable.
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, (_, index) => ({
    x: Math.round(next() * 1000) / 10,
    y: Math.round(next() * 1000) / 10,
    size: Math.round((1 + (index * 3) / count) * 10) / 10,
    delay: Math.round(next() * 40) / 10,
  }));
}

/**
 * How far a star at `star` leans toward the pointer at `pointer` (both in pixels): nothing from
 * `reach` away, growing linearly to `strength` of the distance as the pointer comes closer.
 */
export function starShift(
  star: { x: number; y: number },
  pointer: { x: number; y: number },
  reach = STAR_REACH,
  strength = 0.3,
): { x: number; y: number } {
  const dx = pointer.x - star.x;
  const dy = pointer.y - star.y;
  const distance = Math.hypot(dx, dy);
  if (distance >= reach || distance === 0) return { x: 0, y: 0 };
  const pull = strength * (1 - distance / reach);
  return { x: dx * pull, y: dy * pull };
}
