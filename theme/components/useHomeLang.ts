import { useLang } from '@rspress/core/runtime';
import { chooseLang, currentPathname, type HomeLang } from './homeLang';

/**
 * The language for a home or ecosystem component. A `lang` prop wins; otherwise the
 * framework's page language stands in for the prop, because it is known while the page is
 * pre-rendered (no `window` there), so the static HTML is already in the right language and
 * hydration matches. The path rule of `chooseLang` remains the fallback.
 */
export function useHomeLang(lang?: string): HomeLang {
  const pageLang = useLang();
  return chooseLang(lang ?? pageLang, currentPathname());
}
