import { useI18n, usePageData } from '@rspress/core/runtime';
import { useCallback } from 'react';
import type { HomePageData } from '../../common/home-page-data';
import type { BrowserTexts, TextAt, UiTextGroupKey, UiTextKey } from '../../common/i18n/dictionaries';
import type { Language } from '../../common/languages';
import { useLanguage } from '../lib/useLanguage';
import { lookUpText } from './textLookup';

/** The framework's own texts (`openInText`, `copyMarkdownLinkText`…), which our dictionaries may override. */
type FrameworkTextKey = Extract<Parameters<ReturnType<typeof useI18n<object>>>[0], string>;

/** What `t(key)` gives: a text, or the object of a group of texts. */
type UiTextOf<Key> = Key extends UiTextGroupKey ? TextAt<Key> : string;

/** The function `useUiText()` gives. */
export type UiText = <Key extends UiTextKey | FrameworkTextKey | UiTextGroupKey>(key: Key, values?: Record<string, string>) => UiTextOf<Key>;

let searchTexts: Record<Language, BrowserTexts['search']> | undefined;

/** Called when the search modal's code has loaded (theme/search/Search.tsx), which brings the `search` texts. */
export function provideSearchTexts(byLang: Record<Language, BrowserTexts['search']>) {
  searchTexts = byLang;
}

/**
 * The one way a component reads a UI text of common/i18n/: `const t = useUiText();` then
 * `t('home.hero.primaryText')`, `t('home.benchmark.source', { versions })` for `{{versions}}`,
 * or `t('search.modal')` for a group of texts of a section delivered whole. Each section comes
 * the way common/i18n/delivery.ts says (every page, the home page's data, the search modal's
 * code), so no page loads texts it does not show.
 */
export function useUiText(): UiText {
  const everyPage = useI18n<Record<UiTextKey, unknown>>() as (key: string, values?: Record<string, string>) => string;
  const lang = useLanguage();
  const homePage = (usePageData().page as HomePageData).homeTexts;
  return useCallback(
    <Key extends UiTextKey | FrameworkTextKey | UiTextGroupKey>(key: Key, values?: Record<string, string>) =>
      lookUpText(key, values, { everyPage, homePage, searchModal: searchTexts?.[lang] }) as UiTextOf<Key>,
    [everyPage, homePage, lang],
  );
}
