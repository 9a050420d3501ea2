import type { Header } from '@rspress/core';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { headingBeingRead } from './headingBeingRead';

/** Pixels of rounding between the page's end and where scrolling stops. */
const PAGE_END_SLACK = 2;

/**
 * The framework's phone bar and outline both read the heading being read from this hook; its own
 * version gave them two different rules (the last heading scrolled past against the first one on
 * screen), so at the end of a page the bar and the outline named different headings.
 */
export function useActiveAnchor(headers: Header[]) {
  const [ids, setIds] = useState<{ scrolledId?: string; activeId?: string }>({});
  const { hash } = useLocation();

  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      const readingLine = (Number.parseFloat(getComputedStyle(root).scrollPaddingTop) || 0) - 5;
      const tops = headers.map(({ id }) => ({ id, top: document.getElementById(id)?.getBoundingClientRect().top ?? Infinity }));
      const atPageEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - PAGE_END_SLACK;
      const next = headingBeingRead(tops, readingLine, window.innerHeight, atPageEnd);
      setIds((current) => (current.scrolledId === next.scrolledId && current.activeId === next.activeId ? current : next));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [headers, hash]);

  return { scrolledHeader: headers.find((header) => header.id === ids.scrolledId), activeAnchorId: ids.activeId };
}
