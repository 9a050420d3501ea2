import { transformerCodeAsHtml } from './framework/code-as-html';
import { transformerTokenClasses } from './framework/code-token-classes';

/**
 * The site's Shiki transformers (`markdown.shiki.transformers`), in order: tokens get their colour
 * classes before each sample is turned into one HTML string.
 */
export const siteShikiTransformers = () => [transformerTokenClasses(), transformerCodeAsHtml()];
