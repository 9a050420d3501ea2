import { useI18n } from '@rspress/core/runtime';
import type { UiTextKey } from './dictionaries';

/**
 * The framework's `useI18n`, typed with our dictionary's keys besides its own:
 * `t('home.hero.primaryText')`, or `t('home.benchmark.source', { versions })` for `{{versions}}`.
 */
export function useUiText() {
  return useI18n<Record<UiTextKey, unknown>>();
}
