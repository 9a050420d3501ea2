import { useLang } from '@rspress/core/runtime';
import { asLanguage, type Language } from '../../common/languages';

/**
 * The page's language, the one way the theme works it out: the framework's page language,
 * known while the page is pre-rendered, so the static HTML is already in the right language.
 */
export function useLanguage(): Language {
  return asLanguage(useLang());
}
