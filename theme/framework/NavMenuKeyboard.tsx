import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';

/**
 * The framework's navbar menus with sub-items (the language menu) open on hover only: their
 * trigger is a plain `div` and the hidden list's links cannot take focus. Rendered in a navbar
 * slot, this makes each trigger a focusable button; focus inside the item shows the list
 * (`menus.css`), Enter, Space or ArrowDown move into it, and Escape returns to the trigger and
 * closes it. The same pass gives list items outside any list `role="none"` (the framework puts
 * the language menu's `li` straight in a `div`).
 */
export function NavMenuKeyboard() {
  const ref = useRef<HTMLSpanElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const header = ref.current?.closest('header');
    if (!header) return;
    for (const item of header.querySelectorAll('li')) {
      if (!item.parentElement?.matches('ul, ol, menu, [role="list"]')) item.setAttribute('role', 'none');
    }
    for (const trigger of header.querySelectorAll<HTMLElement>('.rp-nav-menu__item > div.rp-nav-menu__item__container')) {
      if (!trigger.parentElement?.querySelector('.rp-hover-group')) continue;
      trigger.tabIndex = 0;
      trigger.setAttribute('role', 'button');
      trigger.setAttribute('aria-haspopup', 'true');
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const item = target.closest?.('.rp-nav-menu__item');
      if (!item) return;
      const trigger = item.querySelector<HTMLElement>(':scope > [role="button"]');
      if (!trigger) return;
      if (target === trigger && (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown')) {
        event.preventDefault();
        item.removeAttribute('data-dismissed');
        item.querySelector<HTMLElement>('.rp-hover-group a')?.focus();
      } else if (event.key === 'Escape') {
        item.setAttribute('data-dismissed', '');
        trigger.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const item = (event.target as HTMLElement).closest?.('.rp-nav-menu__item');
      if (item && !item.contains(event.relatedTarget as Node | null)) item.removeAttribute('data-dismissed');
    };
    header.addEventListener('keydown', onKeyDown);
    header.addEventListener('focusout', onFocusOut);
    return () => {
      header.removeEventListener('keydown', onKeyDown);
      header.removeEventListener('focusout', onFocusOut);
    };
  }, [pathname]);
  return <span ref={ref} hidden />;
}
