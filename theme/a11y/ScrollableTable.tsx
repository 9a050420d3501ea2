import { getCustomMDXComponent as getFrameworkMDXComponents } from '@rspress/core/theme-original';
import { type ComponentProps, forwardRef, useLayoutEffect, useRef, useState } from 'react';
import { useUiText } from '../i18n/useUiText';

/**
 * A Markdown table in a scroll container that a keyboard can reach: wide tables scroll sideways,
 * and arrow keys only scroll what has focus. The static HTML makes every container focusable;
 * once the page runs, a table that fits keeps no Tab stop.
 */
const ScrollableTable = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function ScrollableTable(props, ref) {
  const t = useUiText();
  const containerRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(true);
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () => setOverflows(container.scrollWidth > container.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={containerRef}
      className="rp-table-scroll-container rp-scrollbar"
      {...(overflows ? { tabIndex: 0, role: 'group', 'aria-label': t('tableScrollLabel') } : {})}
    >
      <table ref={ref} {...props} />
    </div>
  );
});

/** The framework's Markdown components with the keyboard-reachable table. */
export function getCustomMDXComponent(): ReturnType<typeof getFrameworkMDXComponents> {
  return { ...getFrameworkMDXComponents(), table: ScrollableTable };
}
