import assert from 'node:assert/strict';
import { test } from 'node:test';
import { featureSpan } from '../../theme/home/featureGrid';
import { heroButtons, heroOptionsFromFrontmatter } from '../../theme/home/heroOptions';
import { STAR_COUNT, STAR_REACH, starField, starShift } from '../../theme/home/starFieldPhysics';
import { isExternalHref } from '../../theme/lib/links';

const EN = { primaryText: 'Get Started', secondaryText: 'Learn More', repositoryText: 'GitHub' };
const ZH = { primaryText: '快速开始', secondaryText: '了解更多', repositoryText: 'GitHub' };

test('external links: other origins, protocol-relative, mail and phone', () => {
  assert.equal(isExternalHref('https://rspack.rs'), true);
  assert.equal(isExternalHref('//rspack.rs'), true);
  assert.equal(isExternalHref('mailto:a@b.c'), true);
  assert.equal(isExternalHref('/guide/start/'), false);
  assert.equal(isExternalHref('#top'), false);
});

test('hero buttons: defaults, and a repository turns the secondary into an external GitHub link', () => {
  const plain = heroButtons({ title: 'Rsbuild' }, 'en', EN);
  assert.deepEqual(plain.primary, { text: 'Get Started', href: '/guide/start/quick-start', external: false });
  assert.equal(plain.secondary.text, 'Learn More');
  assert.equal(plain.secondary.external, false);
  const zh = heroButtons({ title: 'Rsbuild' }, 'zh', ZH);
  assert.deepEqual(zh.primary, { text: '快速开始', href: '/zh/guide/start/quick-start', external: false });
  const custom = heroButtons({ title: 'Rsbuild', primaryText: 'Go', primaryLink: 'https://example.com' }, 'zh', ZH);
  assert.deepEqual(custom.primary, { text: 'Go', href: 'https://example.com', external: true }, 'frontmatter wins; external links stay as written');
  const withRepo = heroButtons({ title: 'Rsbuild', repoUrl: 'https://github.com/web-infra-dev/rsbuild' }, 'zh', ZH);
  assert.deepEqual(withRepo.secondary, { text: 'GitHub', href: 'https://github.com/web-infra-dev/rsbuild', external: true });
});

test('hero options come from frontmatter: brand action primary, alt action secondary, our flags', () => {
  const options = heroOptionsFromFrontmatter({
    name: 'Rsbuild',
    text: 'Subtitle',
    tagline: 'Description',
    image: { src: '/logo.svg', alt: 'Logo' },
    actions: [
      { theme: 'brand', text: 'Go', link: '/go' },
      { theme: 'alt', text: 'More', link: '/more' },
    ],
    stars: true,
  });
  assert.equal(options.logo, '/logo.svg');
  assert.equal(options.primaryText, 'Go');
  assert.equal(options.secondaryLink, '/more');
  assert.equal(options.showStars, true);
  assert.equal(options.showOval, false);
  assert.equal(heroOptionsFromFrontmatter(undefined).title, '');
});

test('35 stars, the same on every call, growing with their index', () => {
  const stars = starField();
  assert.equal(stars.length, STAR_COUNT);
  assert.equal(STAR_COUNT, 35);
  assert.deepEqual(starField(), stars, 'repeatable, so the server and the browser agree');
  for (let i = 1; i < stars.length; i++) assert.ok(stars[i].size >= stars[i - 1].size, `star ${i} is not smaller`);
  assert.ok(stars.every((star) => star.x >= 0 && star.x <= 100 && star.y >= 0 && star.y <= 100));
});

test('a star leans toward the pointer only within 100 px, more when closer', () => {
  assert.equal(STAR_REACH, 100);
  assert.deepEqual(starShift({ x: 0, y: 0 }, { x: 100, y: 0 }), { x: 0, y: 0 });
  assert.deepEqual(starShift({ x: 0, y: 0 }, { x: 300, y: 300 }), { x: 0, y: 0 });
  const near = starShift({ x: 0, y: 0 }, { x: 20, y: 0 });
  const far = starShift({ x: 0, y: 0 }, { x: 80, y: 0 });
  assert.ok(near.x > 0 && far.x > 0, 'toward the pointer');
  assert.ok(near.x / 20 > far.x / 80, 'a closer pointer pulls harder');
  assert.equal(starShift({ x: 5, y: 5 }, { x: 5, y: 5 }).x, 0);
});

test('feature cards span 2, 3, 4 or 6 columns, 4 by default', () => {
  assert.equal(featureSpan(2), 2);
  assert.equal(featureSpan(3), 3);
  assert.equal(featureSpan(6), 6);
  assert.equal(featureSpan(undefined), 4);
  assert.equal(featureSpan(5), 4);
  assert.equal(featureSpan('6'), 4);
});
