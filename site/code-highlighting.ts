import { transformerCodeAsHtml } from './code-as-html';
import { transformerTokenClasses } from './code-token-classes';

/**
 * The site's Shiki transformers (`markdown.shiki.transformers`), in order: tokens get their colour
 * classes before each sample is turned into one HTML string. The build's highlighting worker
 * (site/highlight-ahead.ts) uses the same list.
 */
export const siteShikiTransformers = () => [transformerTokenClasses(), transformerCodeAsHtml()];
