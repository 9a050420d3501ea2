import { useLayoutEffect, useRef } from 'react';
import { useUiText } from '../i18n/useUiText';

type LabelKey = 'sidebarLandmarkLabel';

/**
 * Names the landmark it is rendered in. The framework's doc layout has two unnamed `aside`s, the
 * sidebar and the outline, which a screen reader's landmark list cannot tell apart. Rendered in
 * the `beforeSidebar` slot, this names the sidebar; the outline stays the one unnamed aside.
 * (The `beforeOutline` slot would do for the outline, but filling it turns on the mobile outline
 * button on pages that have no headings.)
 */
export function LandmarkName({ label }: { label: LabelKey }) {
  const t = useUiText();
  const ref = useRef<HTMLSpanElement>(null);
  const text = t(label);
  useLayoutEffect(() => {
    ref.current?.closest('aside')?.setAttribute('aria-label', text);
  }, [text]);
  return <span ref={ref} hidden />;
}
