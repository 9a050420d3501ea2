import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';

/**
 * The framework's navbar draws the language menu as an `li` straight inside a `div`: a list item
 * with no list, which screen readers announce as a broken list. Rendered in a navbar slot, this
 * gives such items `role="none"` (they are plain menu triggers, not members of a list).
 */
export function NavListItems() {
  const ref = useRef<HTMLSpanElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const header = ref.current?.closest('header');
    for (const item of header?.querySelectorAll('li') ?? []) {
      if (!item.parentElement?.matches('ul, ol, menu, [role="list"]')) item.setAttribute('role', 'none');
    }
  }, [pathname]);
  return <span ref={ref} hidden />;
}
