// The sidebar's name written into the built HTML (site/framework/sidebar-landmark-name.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withSidebarLandmarkName } from '../../site/framework/sidebar-landmark-name';

test("the sidebar aside gets the name in the page's language; other pages are left alone", () => {
  assert.equal(
    withSidebarLandmarkName('<html lang="en"><body><aside class="rp-doc-layout__sidebar rp-scrollbar"></aside><aside class="rp-doc-layout__outline">'),
    '<html lang="en"><body><aside aria-label="Pages in this section" class="rp-doc-layout__sidebar rp-scrollbar"></aside><aside class="rp-doc-layout__outline">',
  );
  assert.equal(
    withSidebarLandmarkName('<html lang="zh"><body><aside class="rp-doc-layout__sidebar rp-scrollbar">'),
    '<html lang="zh"><body><aside aria-label="本部分页面" class="rp-doc-layout__sidebar rp-scrollbar">',
  );
  assert.equal(withSidebarLandmarkName('<html lang="en"><body><main>'), '<html lang="en"><body><main>');
});
