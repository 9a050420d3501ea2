import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Element } from 'hast';
import { TOKEN_COLOR_VARIABLES, transformerTokenClasses } from '../../site/framework/code-token-classes';

const token = (style: string): Element => ({ type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value: 'const' }] });

test('a token in one of the theme colours gets that colour’s class instead of its style', () => {
  const span = token('color:var(--shiki-token-keyword)');
  transformerTokenClasses().span(span);
  assert.deepEqual(span.properties, { className: ['shiki-token-keyword'] });
});

test('a token in the foreground colour keeps neither style nor class: it takes its block’s colour', () => {
  const span = token('color:var(--shiki-foreground)');
  transformerTokenClasses().span(span);
  assert.deepEqual(span.properties, {});
});

test('any other style is left as it is', () => {
  for (const style of ['color:var(--shiki-token-keyword);font-style:italic', 'color:#ff0000', 'color:var(--shiki-ansi-red)']) {
    const span = token(style);
    transformerTokenClasses().span(span);
    assert.deepEqual(span.properties, { style });
  }
  const unstyled: Element = { type: 'element', tagName: 'span', properties: {}, children: [] };
  transformerTokenClasses().span(unstyled);
  assert.deepEqual(unstyled.properties, {});
});

test('every token class has its rule in theme/doc/code-tokens.css', () => {
  const css = readFileSync(path.resolve(import.meta.dirname, '../../theme/doc/code-tokens.css'), 'utf8');
  assert.equal(TOKEN_COLOR_VARIABLES.length, 9);
  for (const name of TOKEN_COLOR_VARIABLES) assert.ok(css.includes(`.${name} { color: var(--${name}); }`), name);
});
