import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';
import { PAGE_PART_FLAGS, flagAttribute, hiddenParts } from '../../common/page-part-flags';
import './QueryFlags.css';

/** Keeps the `data-hide-*` attributes that the head script set in step with the URL. */
export function QueryFlags() {
  const { search } = useLocation();
  useLayoutEffect(() => {
    const hidden = new Set(hiddenParts(search));
    for (const flag of PAGE_PART_FLAGS) {
      document.documentElement.toggleAttribute(flagAttribute(flag), hidden.has(flag));
    }
  }, [search]);
  return null;
}
