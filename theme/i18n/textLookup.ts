import { SECTION_DELIVERY } from '../../common/i18n/delivery';
import { fillText } from '../../common/i18n/fillText';

/** Where the texts of a page come from, besides the framework's flat `i18nSource` keys. */
export interface TextSources {
  /** The framework's `useI18n()` function, for the sections every page loads. */
  everyPage: (key: string, values?: Record<string, string>) => string;
  /** The `home` section, from the home page's own data; undefined on other pages. */
  homePage: object | undefined;
  /** The `search` section, once the search modal's code has brought it. */
  searchModal: object | undefined;
}

/**
 * The text (or, for a section delivered whole, the group of texts) at a dotted key, looked up
 * where its section is delivered (common/i18n/delivery.ts); `{{name}}` filled from `values`.
 */
export function lookUpText(key: string, values: Record<string, string> | undefined, sources: TextSources): unknown {
  const [section, ...rest] = key.split('.');
  const delivery = SECTION_DELIVERY[section as keyof typeof SECTION_DELIVERY];
  if (!delivery) return sources.everyPage(key, values);
  if (delivery === 'build') throw new Error(`UI text "${key}" is used at build time only`);
  const whole = delivery === 'home page' ? sources.homePage : sources.searchModal;
  if (!whole) throw new Error(`UI text "${key}" comes with the ${delivery}, which is not here`);
  const found = rest.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], whole);
  if (found === undefined || found === null) throw new Error(`UI text "${key}" not found`);
  return typeof found === 'string' ? fillText(found, values) : found;
}
