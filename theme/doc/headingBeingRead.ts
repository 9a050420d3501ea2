/** A heading's id and the top of its box, in viewport pixels. */
export interface HeadingTop {
  id: string;
  top: number;
}

/**
 * The heading the reader is in, for both the phone bar and the outline, so that the two never
 * name different headings: the last heading above the reading line (just below the bars), or,
 * once the page cannot scroll further, the last heading on screen, since the headings of a short
 * last section never reach that line. Before the first heading, the bar names none (undefined) and
 * the outline marks the first heading on screen.
 */
export function headingBeingRead(headings: HeadingTop[], readingLine: number, viewportHeight: number, atPageEnd: boolean) {
  const above = headings.filter((heading) => heading.top < readingLine);
  const onScreen = headings.filter((heading) => heading.top >= readingLine && heading.top <= viewportHeight);
  const current = atPageEnd ? (onScreen.at(-1) ?? above.at(-1)) : above.at(-1);
  return { scrolledId: current?.id, activeId: current?.id ?? onScreen[0]?.id };
}
