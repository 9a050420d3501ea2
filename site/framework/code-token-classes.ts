import type { Element } from 'hast';
import { FrameworkCoupling } from './coupling';

export const tokenClassesCoupling = new FrameworkCoupling(
  'code tokens painted by class',
  "the colour variables of the framework's Shiki theme (`color:var(--shiki-token-keyword)`, …) in each token's inline style",
);

/**
 * The colour variables of the framework's Shiki theme that a highlighted token may be painted
 * with; each has a class of the same name (theme/doc/code-tokens.css).
 */
export const TOKEN_COLOR_VARIABLES = [
  'shiki-token-constant',
  'shiki-token-string',
  'shiki-token-comment',
  'shiki-token-keyword',
  'shiki-token-parameter',
  'shiki-token-function',
  'shiki-token-string-expression',
  'shiki-token-punctuation',
  'shiki-token-link',
] as const;

// The framework sets `--shiki-foreground` to `inherit`: such a token is painted like its block.
const FOREGROUND = 'color:var(--shiki-foreground)';

const knownVariables = new Set<string>(TOKEN_COLOR_VARIABLES);

/** The class that paints a token like its inline `style`, when the style is one colour variable. */
function tokenClassOf(style: unknown): string | undefined {
  if (typeof style !== 'string') return undefined;
  const variable = /^color:var\(--([a-z-]+)\)$/.exec(style)?.[1];
  return variable && knownVariables.has(variable) ? variable : undefined;
}

/**
 * A Shiki transformer that paints tokens with a class instead of an inline style.
 *
 * The site's samples have tens of thousands of tokens; as `style` objects they were a quarter of
 * the minified page chunks (design/0008). Each was parsed from CSS text by the Markdown compiler and serialised
 * again by React when the page is rendered; a class name is a plain string on both sides, and a
 * token in the block's own colour needs nothing at all.
 */
export function transformerTokenClasses() {
  return {
    name: 'rsbuild-docs:token-classes',
    span(token: Element) {
      tokenClassesCoupling.candidate();
      if (token.properties.style === FOREGROUND) {
        delete token.properties.style;
        tokenClassesCoupling.matched();
        return;
      }
      const className = tokenClassOf(token.properties.style);
      if (!className) return;
      delete token.properties.style;
      token.properties.className = [className];
      tokenClassesCoupling.matched();
    },
  };
}
