import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, Root } from 'hast';
import { headingAnchorCoupling, rehypeHeadingAnchorsOutOfTabOrder } from '../../site/framework/heading-anchors';
import { rehypeEmptyHeaderCellsAsData } from '../../site/markdown-a11y';

const element = (tagName: string, properties: Element['properties'], children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

test('heading anchors leave the Tab order; other links stay in it', () => {
  const anchor = element('a', { class: 'rp-header-anchor', ariaHidden: 'true', href: '#default-value' }, [{ type: 'text', value: '#' }]);
  const link = element('a', { href: '/config/' }, [{ type: 'text', value: 'Config' }]);
  const tree: Root = { type: 'root', children: [element('h2', { id: 'default-value' }, [anchor, { type: 'text', value: 'Default value' }]), link] };
  headingAnchorCoupling.reset();
  rehypeHeadingAnchorsOutOfTabOrder()(tree);
  assert.equal(anchor.properties.tabIndex, -1);
  assert.equal(link.properties.tabIndex, undefined);
  assert.equal(headingAnchorCoupling.matches, 1, 'the anchor is counted');
});

test('an empty header cell becomes a data cell; named ones stay headers', () => {
  const corner = element('th', {}, [{ type: 'text', value: ' ' }]);
  const development = element('th', {}, [{ type: 'text', value: 'Development' }]);
  const code = element('th', {}, [element('code', {}, [{ type: 'text', value: 'web' }])]);
  const tree: Root = { type: 'root', children: [element('table', {}, [element('thead', {}, [element('tr', {}, [corner, development, code])])])] };
  rehypeEmptyHeaderCellsAsData()(tree);
  assert.deepEqual([corner.tagName, development.tagName, code.tagName], ['td', 'th', 'th']);
});
