import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ecosystemGroups, toolCards } from '../../theme/components/ecosystemData';
import { BLANK_IMAGE, ecosystemEntry, ecosystemGroupTitle, logoSrc, pickVariant, toolCardDesc } from '../../theme/components/ecosystemText';
import { ECOSYSTEM_ENTRIES } from '../ecosystem-entries';

const link = { name: 'Rspack', desc: '打包工具', descEn: 'A bundler', logo: '/ecosystem/rspack.svg', url: 'https://rspack.rs' };

test('English pages use the English variant when it exists; Chinese pages the default', () => {
  assert.equal(ecosystemEntry(link, 'en').desc, 'A bundler');
  assert.equal(ecosystemEntry(link, 'zh').desc, '打包工具');
  assert.equal(ecosystemEntry({ ...link, descEn: undefined }, 'en').desc, '打包工具', 'no English variant: the default');
  assert.equal(ecosystemEntry({ ...link, descEn: '' }, 'en').desc, '打包工具', 'an empty variant counts as missing');
  assert.equal(ecosystemEntry({ ...link, urlEn: 'https://en.example' }, 'en').url, 'https://en.example');
  assert.equal(ecosystemEntry({ ...link, urlEn: 'https://en.example' }, 'zh').url, 'https://rspack.rs');
  assert.equal(pickVariant('默认', 'Default', 'en'), 'Default');
  assert.equal(pickVariant('默认', 'Default', 'zh'), '默认');
  assert.equal(ecosystemGroupTitle({ title: '工具', titleEn: 'Tools', links: [] }, 'en'), 'Tools');
});

test('a missing or empty logo falls back to a blank image', () => {
  assert.equal(logoSrc(undefined), BLANK_IMAGE);
  assert.equal(logoSrc(''), BLANK_IMAGE);
  assert.equal(logoSrc('   '), BLANK_IMAGE);
  assert.equal(logoSrc('/ecosystem/rspack.svg'), '/ecosystem/rspack.svg');
  assert.match(BLANK_IMAGE, /^data:image\//);
  assert.equal(ecosystemEntry({ ...link, logo: '' }, 'en').logo, BLANK_IMAGE);
  assert.equal(ecosystemEntry(link, 'en').logoScale, 1, 'unscaled unless the entry says so');
  assert.equal(ecosystemEntry({ ...link, logoScale: 0.95 }, 'en').logoScale, 0.95);
});

test('the popover lists the eight Rstack sites in one untitled group, each with both descriptions', () => {
  assert.equal(ecosystemGroups.length, 1);
  assert.equal(ecosystemGroups[0].title, '');
  const links = ecosystemGroups[0].links;
  assert.deepEqual(
    links.map((entry) => [entry.name, entry.url]),
    ECOSYSTEM_ENTRIES,
  );
  for (const entry of links) {
    assert.match(entry.desc, /[\u4e00-\u9fa5]/, `${entry.name} has a Chinese description`);
    assert.ok(entry.descEn && !/[\u4e00-\u9fa5]/.test(entry.descEn), `${entry.name} has an English description`);
    assert.match(entry.logo ?? '', /^\/ecosystem\/[a-z-]+\.svg$/);
  }
  assert.ok(links.some((entry) => entry.logoScale === 0.95), 'some logos are scaled to 0.95');
});

test('six tool cards with short URL text and a description per language', () => {
  assert.deepEqual(
    toolCards.map((card) => card.urlText),
    ['rspack.rs', 'rsbuild.rs', 'rspress.rs', 'rslib.rs', 'rsdoctor.rs', 'rstest.rs'],
  );
  const rspack = toolCards[0];
  assert.equal(toolCardDesc(rspack, 'en'), rspack.desc);
  assert.match(toolCardDesc(rspack, 'zh'), /[\u4e00-\u9fa5]/);
  assert.equal(toolCardDesc({ ...rspack, descZh: '' }, 'zh'), rspack.desc, 'no Chinese text: the English one');
});
