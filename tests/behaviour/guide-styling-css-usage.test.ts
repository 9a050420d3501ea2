import assert from 'node:assert/strict';

import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import ts from 'typescript';
import { buildProject, buildWithConfigFile, type BuildResult, type CliResult, devServerHtml, freePort, listFiles, makeProject, outputFile, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, waitFor, withEnv, withNodeEnv, writeProjectFiles, pageSamples, pageText, typeCheckProject, launchChromium } from './harness';

// Tiny local PostCSS plugins stand in for postcss-pxtorem: one from a config file, one added
// through tools.postcss. The first also reports whether it saw the nesting as written.
const pxToRem = `module.exports = () => ({
  postcssPlugin: 'px-to-rem',
  Once(root, { Declaration }) {
    let sawNesting = false;
    root.walkRules((rule) => { if (rule.selector.includes('&')) sawNesting = true; });
    root.walkDecls('font-size', (decl) => { decl.value = decl.value.replace(/(\\d+)px/g, (_, n) => n / 16 + 'rem'); });
    const file = require('node:path').basename(root.source.input.file, '.css');
    root.append({ selector: '.postcss-report-' + file, nodes: [new Declaration({ prop: '--saw-nesting', value: String(sawNesting) })] });
  },
});
module.exports.postcss = true;
`;
const marker = (name: string) => `module.exports = () => ({ postcssPlugin: '${name}', Once(root, { Rule, Declaration }) { root.append(new Rule({ selector: '.${name}', nodes: [new Declaration({ prop: 'order', value: '1' })] })); } });
module.exports.postcss = true;
`;
const indexCss = `@import './styles/tokens.css';
@import 'modern-normalize';
@import '~modern-normalize/extra.css';
@import '@/styles/typography.css';
@import '@tsp/paths.css';

:root {
  --brand: #0a7cff;
}

body {
  margin: 0;
  font-family: system-ui, sans-serif;
}

.card {
  user-select: none;

  & .title {
    color: var(--brand);
  }
}

.hero {
  background-image: url('./assets/hero.png');
}

.icon {
  background-image: url('./assets/dot.png');
}

.big {
  font-size: 32px;
}

.alias-url {
  background-image: url('@/assets/dot.png');
}

.paths-url {
  background-image: url('@img/dot.png');
}

.logo {
  background: url(/logo.png);
}
`;
// The stylesheet of "Import a stylesheet", as the page shows it.
const pageStylesheet = `:root {
  --brand: #0a7cff;
}

body {
  margin: 0;
  font-family: system-ui, sans-serif;
}

.card {
  user-select: none;

  & .title {
    color: var(--brand);
  }
}
`;
const main = makeProject(
  {
    'postcss-px-to-rem.cjs': pxToRem,
    'postcss-marker.cjs': marker('added-by-tools-postcss'),
    'postcss.config.mjs': "import pxToRem from './postcss-px-to-rem.cjs';\n\nexport default {\n  plugins: [pxToRem()],\n};\n",
    'src/index.css': indexCss,
    'src/styles/tokens.css': '.tokens { color: teal; }\n',
    'src/styles/typography.css': '.typography { color: navy; }\n',
    'src/styles/paths.css': '.from-tsconfig-paths { color: maroon; }\n',
    'tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@tsp/*": ["./src/styles/*"], "@img/*": ["./src/assets/*"] } } }\n',
    'src/Title.module.scss': '.page-title { color: $brand; }\n',
    'src/styles/_brand.scss': '$brand: crimson;\n',
    'src/assets/hero.png': 'x'.repeat(6000),
    'src/assets/dot.png': 'tiny',
    'src/node_modules/modern-normalize/package.json': '{ "name": "modern-normalize", "style": "modern-normalize.css" }',
    'src/node_modules/modern-normalize/modern-normalize.css': '.normalized { box-sizing: border-box; user-select: none; }\n',
    'src/node_modules/modern-normalize/extra.css': '.extra { color: olive; }\n',
    'src/widget.scss': "@use './partials/icon';\n\n.widget { color: $brand; font-size: 32px; user-select: none; }\n",
    'src/partials/_icon.scss': ".partial-icon { background-image: url('./icons/dot.png'); }\n",
    'src/partials/icons/dot.png': 'partial',
    'src/node_modules/ui-kit/package.json': '{ "name": "ui-kit" }',
    'src/node_modules/ui-kit/card.module.css': '.kit-card { color: green; }\n',
    'src/note.stylus': 'note-color = teal\n.note\n  color note-color\n',
    'src/theme.less': '@accent: orange;\n.theme { color: @accent; user-select: none; }\n',
    'src/panel.styl': 'accent = purple\n.panel\n  color accent\n  user-select none\n',
    'src/indented.sass': '.indented\n  color: $brand\n',
    'src/Settings.js': "import './settings.css';\nexport const settings = 1;\n",
    'src/settings.css': '.settings { color: gray; }\n',
    'src/index.js': `import 'modern-normalize/modern-normalize.css';
import './index.css';
import './widget.scss';
import './theme.less';
import './panel.styl';
import './note.stylus';
import './indented.sass';
import kitCard from 'ui-kit/card.module.css';
console.log(kitCard);
import './Title.module.scss';
import('./Settings');
`,
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginLess } from '@rsbuild/plugin-less';
import { pluginSass } from '@rsbuild/plugin-sass';
import { pluginStylus } from '@rsbuild/plugin-stylus';
import marker from './postcss-marker.cjs';

export default defineConfig({
  resolve: {
    alias: {
      '@': './src',
    },
  },
  plugins: [
    pluginSass({
      sassLoaderOptions: {
        additionalData: \`@use "@/styles/brand" as *;\`,
      },
    }),
    pluginLess(),
    pluginStylus(),
  ],
  tools: {
    postcss: (options, { addPlugins }) => {
      addPlugins(marker());
    },
    cssLoader: {
      url: {
        filter: (url) => !url.startsWith('/'),
      },
    },
  },
});
`,
  },
  'css-usage',
);
// Modern targets with injected styles, and the object form of tools.postcss.
const modern = makeProject(
  {
    'postcss-marker.cjs': marker('from-config-file'),
    'postcss.config.cjs': "module.exports = { plugins: [require('./postcss-marker.cjs')()] };\n",
    'src/index.css': '.card {\n  user-select: none;\n\n  & .title {\n    color: red;\n  }\n}\n',
    'src/index.js': "import './index.css';\n",
    '.browserslistrc': 'chrome >= 120\n',
    'rsbuild.config.mjs': "export default { output: { injectStyles: true, filenameHash: false }, tools: { postcss: { postcssOptions: { plugins: [] } } } };\n",
  },
  'css-usage-modern',
);
// A PostCSS config in a parent folder applies to a project without its own.
const parent = makeProject(
  {
    'postcss-marker.cjs': marker('from-parent-folder'),
    'postcss.config.cjs': "module.exports = { plugins: [require('./postcss-marker.cjs')()] };\n",
    'packages/app/src/index.css': '.app { color: red; }\n',
    'packages/app/src/index.js': "import './index.css';\n",
    // A package whose own config has an empty plugins list, with injected styles and default targets.
    'packages/own/postcss.config.mjs': 'export default { plugins: [] };\n',
    'packages/own/src/index.css': '.own { user-select: none; }\n',
    'packages/own/src/index.js': "import './index.css';\n",
    'packages/own/rsbuild.config.mjs': 'export default { output: { injectStyles: true, filenameHash: false } };\n',
    // A package built with HOME set to its parent folder: the search stops there.
    'packages/home/app/src/index.css': '.home-app { color: red; }\n',
    'packages/home/app/src/index.js': "import './index.css';\n",
  },
  'css-usage-parent',
);
const appDir = path.join(parent, 'packages/app');
const ownDir = path.join(parent, 'packages/own');
const homeAppDir = path.join(parent, 'packages/home/app');
// An absolute url() without the filter, and a .scss file without the Sass plugin.
const absolute = makeProject(
  {
    'src/index.css': '.logo { background: url(/logo.png); }\n',
    'public/logo.png': 'png',
    'src/widget.scss': '.widget { color: red; }\n',
    'src/App.css': '.app { color: red; }\n',
    'src/index.js': "import './index.css';\nimport './widget.scss';\nimport styles from './App.css';\nconsole.log(styles);\n",
  },
  'css-usage-absolute',
);
// css: 'always' minifies a development build.
const alwaysDir = makeProject(
  {
    'src/index.css': '.always {\n  color: red;\n}\n',
    'src/index.js': "import './index.css';\n",
    'rsbuild.config.mjs': "export default { output: { filenameHash: false, minify: { css: 'always' } } };\n",
  },
  'css-usage-minify-always',
);
// The dev server: the stylesheet is served as /static/css/index.css, and a saved change reaches
// the open page without a reload.
const devDir = makeProject(
  { 'src/index.css': '.dev-card { color: red; }\n', 'src/index.js': "import './index.css';\n\ndocument.querySelector('#root').innerHTML = '<p class=\"dev-card\">Card</p>';\n" },
  'css-usage-dev',
);
let devServer: ReturnType<typeof startCli>;
let devPort: number;
let browser: Browser;
after(async () => {
  await browser?.close();
  await devServer?.stop();
});
// Only the build whose printed errors are asserted runs the CLI; the others build in this process
// from their own config files, as `rsbuild build` would.
let build: BuildResult;
let modernBuild: BuildResult;
let parentBuild: BuildResult;
let ownBuild: BuildResult;
let homeBuild: BuildResult;
let alwaysBuild: BuildResult;
let absoluteBuild: CliResult;
before(async () => {
  devPort = await freePort();
  devServer = startCli(devDir, ['dev', '--port', String(devPort)], /ready\s+built in/);
  [build, modernBuild, parentBuild, absoluteBuild, ownBuild, alwaysBuild] = await Promise.all([
    buildWithConfigFile(main),
    buildWithConfigFile(modern),
    buildWithConfigFile(appDir),
    runCli(absolute, ['build']),
    buildWithConfigFile(ownDir),
    buildWithConfigFile(alwaysDir, { mode: 'development' }),
  ]);
  // The PostCSS config search stops at os.homedir(), which reads HOME: built alone, with HOME put back.
  homeBuild = await withEnv('HOME', path.join(parent, 'packages/home'), () => buildWithConfigFile(homeAppDir));
  await devServer.started;
  browser = await launchChromium();
});

const dist = path.join(main, 'dist');
const mainCss = () => outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/);

// Opens a build's index.html in the page, answering every request from the dist folder.
async function openDist(page: import('playwright-core').Page, dist: string) {
  await page.route('http://built.test/**', (route) => {
    const { pathname } = new URL(route.request().url());
    return route.fulfill({ path: path.join(dist, pathname === '/' ? 'index.html' : pathname) });
  });
  await page.goto('http://built.test/');
}

describe('CSS', () => {
  test('Import a stylesheet: static/css/index.[hash].css linked from the HTML; lazy imports go to static/css/async/', () => {
    assert.deepEqual(build.errors, []);
    assert.match(readText(dist, 'index.html'), /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
    assert.ok(listFiles(dist).some((file) => /^static\/css\/async\/.+\.css$/.test(file)), listFiles(dist).join(', '));
  });

  test('Import a stylesheet: the dev server links and serves /static/css/index.css, and a saved change updates the open page in place, without a reload', async () => {
    const base = `http://localhost:${devPort}`;
    assert.match(await (await fetch(`${base}/`)).text(), /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
    assert.match(await (await fetch(`${base}/static/css/index.css`)).text(), /\.dev-card \{\s+color: red;\s+\}/);
    const page = await browser.newPage();
    try {
      await page.goto(`${base}/`);
      const color = () => page.evaluate(() => getComputedStyle(document.querySelector('.dev-card')!).color);
      await page.locator('.dev-card').waitFor();
      assert.equal(await color(), 'rgb(255, 0, 0)');
      await page.evaluate(() => ((window as any).beforeEdit = true));
      // Lightning CSS writes blue as #00f.
      writeProjectFiles(devDir, { 'src/index.css': '.dev-card { color: blue; }\n' });
      await waitFor('the rebuilt stylesheet', async () => /color: #00f;/.test(await (await fetch(`${base}/static/css/index.css`)).text()), 60_000);
      await waitFor('the new color on the open page', async () => (await color()) === 'rgb(0, 0, 255)', 60_000);
      // Updated in place: the same document, its link now pointing at the new stylesheet.
      assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no reload');
      // The reload adds a fresh link and drops the old one once the new sheet has loaded, so wait for one link.
      const hrefs = () => page.$$eval('link[rel="stylesheet"]', (links) => links.map((link) => link.getAttribute('href')));
      await waitFor('a single stylesheet link', async () => (await hrefs()).length === 1, 60_000);
      assert.match(String((await hrefs())[0]), /^\/static\/css\/index\.css\?\d+$/);
    } finally {
      await page.close();
    }
  });

  test('Import a stylesheet: a dev server in production mode links /static/css/index.[hash].css and has no hot module replacement', async () => {
    const html = await devServerHtml(lightningDir, { mode: 'production' });
    assert.match(html.web, /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
    // Hot updates need Rspack's HotModuleReplacementPlugin, which Rsbuild adds in development mode only (dev.hmr on, the default).
    const { createRsbuild } = await rsbuildCore();
    const plugins = async (mode: 'development' | 'production') => {
      const [config] = await (await createRsbuild({ cwd: lightningDir, rsbuildConfig: { logLevel: 'silent', mode } })).initConfigs();
      return (config.plugins ?? []).map((p) => p?.constructor.name);
    };
    assert.ok((await plugins('development')).includes('HotModuleReplacementPlugin'));
    assert.ok(!(await plugins('production')).includes('HotModuleReplacementPlugin'));
    for (const [lang, text] of [
      ['en', 'a dev server in production mode (`rsbuild dev --mode production`) serves `/static/css/index.[hash].css` and has no hot module replacement'],
      ['zh', '以生产模式启动的开发服务器（`rsbuild dev --mode production`）提供的是 `/static/css/index.[hash].css`，而且没有模块热替换'],
    ] as const) {
      assert.ok(pageText('guide/styling/css-usage', lang).includes(text), lang);
    }
  });

  test('Browser compatibility with Lightning CSS: default targets flatten nesting and prefix user-select; chrome >= 120 keeps both as written', () => {
    assert.match(mainCss(), /\.card\{-webkit-user-select:none;user-select:none\}\.card \.title\{color:var\(--brand\)\}/);
    assert.deepEqual(modernBuild.errors, []);
    const js = outputFile(path.join(modern, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /user-select:none;&/);
    assert.doesNotMatch(js, /-webkit-user-select/);
  });

  test('Use PostCSS: a postcss.config file runs, sees the CSS before Lightning CSS, and tools.postcss addPlugins keeps it', () => {
    const css = mainCss();
    assert.match(css, /\.big\{font-size:2rem\}/);
    assert.match(css, /\.postcss-report-index\{--saw-nesting:true\}/);
    assert.match(css, /\.added-by-tools-postcss\{order:1\}/);
  });

  test('Use PostCSS: the object form of tools.postcss replaces the config file; a parent folder\'s config applies', () => {
    assert.doesNotMatch(outputFile(path.join(modern, 'dist'), /^static\/js\/index\.js$/), /from-config-file/);
    assert.deepEqual(parentBuild.errors, []);
    assert.match(outputFile(path.join(appDir, 'dist'), /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.from-parent-folder\{order:1\}/);
  });

  test('Inject styles instead of extracting them: no .css file', () => {
    assert.deepEqual(listFiles(path.join(modern, 'dist')).filter((file) => file.endsWith('.css')), []);
  });

  test('Inject styles instead of extracting them: injected CSS is prefixed and minified in production', () => {
    assert.deepEqual(ownBuild.errors, []);
    assert.deepEqual(listFiles(path.join(ownDir, 'dist')).filter((file) => file.endsWith('.css')), []);
    assert.match(outputFile(path.join(ownDir, 'dist'), /^static\/js\/index\.js$/), /\.own\{-webkit-user-select:none;user-select:none\}/);
  });

  test('Common problems: a project config with an empty plugins list stops the search; so does the home folder', () => {
    assert.doesNotMatch(outputFile(path.join(ownDir, 'dist'), /^static\/js\/index\.js$/), /from-parent-folder/);
    assert.deepEqual(homeBuild.errors, []);
    assert.equal(outputFile(path.join(homeAppDir, 'dist'), /^static\/css\/index\.[0-9a-f]{8}\.css$/), '.home-app{color:red}');
  });

  test('How Rsbuild processes a stylesheet: Sass output goes through PostCSS and Lightning CSS; Stylus compiles .stylus', () => {
    const css = mainCss();
    assert.match(css, /\.widget\{color:(crimson|#dc143c);-webkit-user-select:none;user-select:none;font-size:2rem\}/);
    assert.match(css, /\.note\{color:teal\}/);
  });

  test('Use Sass, Less or Stylus: Less and Stylus output is prefixed by Lightning CSS too; .sass files compile', () => {
    const css = mainCss();
    assert.match(css, /\.theme\{color:orange;-webkit-user-select:none;user-select:none\}/);
    assert.match(css, /\.panel\{color:purple;-webkit-user-select:none;user-select:none\}/);
    assert.match(css, /\.indented\{color:(crimson|#dc143c)\}/);
  });

  test('Common problems: a default import of a plain stylesheet fails with export \'default\' was not found', () => {
    assert.match(absoluteBuild.output, /export 'default' \(imported as 'styles'\) was not found in '\.\/App\.css' \(module has no exports\)/);
  });

  test('Common problems: a default import of a plain stylesheet alone fails the build, with one error and a code frame at the line using styles', async () => {
    const dir = makeProject({ 'src/App.css': '.app { color: red; }\n', 'src/index.js': "import styles from './App.css';\nconsole.log(styles);\n" }, 'css-usage-default-import');
    const built = await buildProject(dir, { mode: 'production' });
    assert.equal(built.errors.length, 1, built.errors.join('\n---\n'));
    assert.ok(built.errors[0].includes("ESModulesLinkingError: export 'default' (imported as 'styles') was not found in './App.css' (module has no exports)\n"), built.errors[0]);
    assert.match(built.errors[0], /2 │ console\.log\(styles\);\n\s+· +─{6}\n/);
  });

  test('Import a stylesheet: the CSS of a lazily loaded module is linked when that chunk loads', async () => {
    const page = await browser.newPage();
    try {
      await openDist(page, dist);
      const asyncLinks = () => page.$$eval('link[rel="stylesheet"]', (links) => links.map((link) => link.getAttribute('href')).filter((href) => href?.includes('/static/css/async/')));
      await waitFor('a link to the async stylesheet', async () => (await asyncLinks()).length === 1, 60_000);
      assert.match(String((await asyncLinks())[0]), /^\/static\/css\/async\/.+\.css$/);
      assert.equal(await page.evaluate(() => { const el = document.createElement('p'); el.className = 'settings'; document.body.append(el); return getComputedStyle(el).color; }), 'rgb(128, 128, 128)');
    } finally {
      await page.close();
    }
  });

  test('Common problems: the whole error is ESModulesLinkingError: export \'default\' (imported as \'styles\') was not found in \'./App.css\' (module has no exports)', () => {
    assert.notEqual(absoluteBuild.code, 0);
    assert.ok(absoluteBuild.output.includes("× ESModulesLinkingError: export 'default' (imported as 'styles') was not found in './App.css' (module has no exports)\n"), absoluteBuild.output);
  });

  test('Minify CSS: css: \'always\' minifies a development build', () => {
    assert.deepEqual(alwaysBuild.errors, []);
    assert.equal(outputFile(path.join(alwaysDir, 'dist'), /^static\/css\/index\.css$/), '.always{color:red}');
  });

  test('Import a stylesheet: styles appear in import order', () => {
    const css = mainCss();
    const order = ['.normalized{', '.tokens{', '.card{', '.widget{', '.theme{', '.panel{', '.note{'].map((rule) => css.indexOf(rule));
    assert.ok(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1])), `${order}`);
  });

  test('CSS from node_modules: a package\'s *.module.css is a CSS Module', () => {
    assert.match(mainCss(), /\.kit-card-[\w-]{6}\{color:green\}/);
  });

  test('Use Sass, Less or Stylus: rewriteUrls resolves url() in a partial from the partial\'s folder', () => {
    assert.match(mainCss(), /\.partial-icon\{background-image:url\("?data:image\/png;base64,cGFydGlhbA==/);
  });

  test('Use Sass, Less or Stylus: additionalData through the alias, Less and Stylus variables', () => {
    const css = mainCss();
    assert.match(css, /\.widget\{color:(crimson|#dc143c);/);
    assert.match(css, /\.theme\{color:orange;/);
    assert.match(css, /\.panel\{color:purple;/);
  });

  test('Resolve @import and url(): relative, package style field, ~ prefix, alias; small files inlined, large ones emitted; a package stylesheet imported twice appears once', () => {
    const css = mainCss();
    for (const name of ['tokens', 'extra', 'typography']) assert.match(css, new RegExp(`\\.${name}\\{`));
    assert.equal(css.match(/\.normalized\{/g)?.length, 1);
    assert.match(css, /\.icon\{background-image:url\("?data:image\/png;base64,/);
    assert.match(css, /\.hero\{background-image:url\("?\/static\/image\/hero\.[0-9a-f]{8}\.png"?\)\}/);
  });

  test('Common problems: an absolute url() fails with Can\'t resolve \'/logo.png\' in the stylesheet\'s folder; the url filter of tools.cssLoader leaves it unresolved', () => {
    assert.equal(absoluteBuild.code, 1);
    assert.ok(absoluteBuild.output.includes(`Module not found: Can't resolve '/logo.png' in '${path.join(absolute, 'src')}'`), absoluteBuild.output);
    // With extracted CSS, the message comes a second time, in an error of the CSS extract loader for the same file.
    assert.match(
      absoluteBuild.output,
      new RegExp(String.raw`File: \./src/index\.css:1:1\n\s+× Module build failed \(from [^)]*/cssExtractLoader\.js\):\n\s+╰─▶\s+× Error: Module not found: Can't resolve '/logo\.png' in '`),
    );
    assert.match(mainCss(), /\.logo\{background:url\(\/logo\.png\)\}/);
  });

  test('Use Sass, Less or Stylus: a .scss file without the plugin fails with Module parse failed and a hint naming @rsbuild/plugin-sass', () => {
    assert.match(absoluteBuild.output, /Module parse failed/);
    assert.match(absoluteBuild.output, /To enable support for Sass, use "@rsbuild\/plugin-sass"/);
  });

  test('Use Sass, Less or Stylus: without the plugin, .widget { color: red; } gives Module parse failed: with JavaScript parse error: Expression expected and the whole help line', () => {
    assert.match(absoluteBuild.output, /File: \.\/src\/widget\.scss:1:1\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parse error: Expression expected\n/);
    assert.ok(absoluteBuild.output.includes('To enable support for Sass, use "@rsbuild/plugin-sass" (https://npmjs.com/package/@rsbuild/plugin-sass).'), absoluteBuild.output);
  });

  test('Use Sass, Less or Stylus: Title.module.scss is a CSS Module', () => {
    assert.match(mainCss(), /\.page-title-[\w-]{6}\{color:(crimson|#dc143c)\}/);
  });

  test('Resolve @import and url(): tsconfig paths apply in @import and url(), resolve.alias in url()', () => {
    const css = mainCss();
    assert.match(css, /\.from-tsconfig-paths\{color:maroon\}/);
    // Both resolve to the same small image, so the minifier merges the two rules.
    assert.match(css, /\.alias-url,\.paths-url\{background-image:url\("?data:image\/png;base64,dGlueQ==/);
  });
});

// Production builds with the JS API and no PostCSS config anywhere up the tree: the default
// targets and loaders, the Lightning CSS options of the page, minification turned off, and a
// bare @import that names both a folder next to the file and a package.
const lightningDir = makeProject(
  {
    'src/index.css': "@import 'shadow/x.css';\n\n.card {\n  user-select: none;\n\n  & .title {\n    color: red;\n  }\n}\n",
    'src/shadow/x.css': '.local-shadow { color: red; }\n',
    'src/node_modules/shadow/package.json': '{ "name": "shadow" }',
    'src/node_modules/shadow/x.css': '.package-shadow { color: red; }\n',
    'src/index.js': "import './index.css';\n",
  },
  'css-usage-lightning',
);
type Seen = { browserslist?: string[]; loaders?: string[] };
type Tools = NonNullable<Parameters<typeof buildProject>[1]>['tools'];
type Minify = NonNullable<NonNullable<Parameters<typeof buildProject>[1]>['output']>['minify'];
// Records the targets and the loaders of the .css rule, in the order in which the rule lists them.
const recorder = (seen: Seen) => ({
  name: 'behaviour:record-css-rule',
  setup(api: { modifyRspackConfig: (fn: (config: any, utils: { environment: { browserslist: string[] } }) => void) => void }) {
    api.modifyRspackConfig((config, { environment }) => {
      seen.browserslist = environment.browserslist;
      const rule = config.module.rules.find((r: any) => String(r?.test) === String(/\.css$/));
      seen.loaders = rule.use.map((use: any) => String(use.loader).replace(/^.*node_modules\//, ''));
    });
  },
});
const lightningBuilds: Record<string, { seen: Seen; result?: BuildResult }> = {};
const lightningBuild = async (name: string, tools: Tools = {}, minify?: Minify, html?: { inject: false }) => {
  const seen: Seen = {};
  lightningBuilds[name] = { seen };
  lightningBuilds[name].result = await buildProject(lightningDir, {
    mode: 'production',
    tools,
    ...(html ? { html } : {}),
    output: { distPath: { root: `dist-${name}` }, filenameHash: false, ...(minify === undefined ? {} : { minify }) },
    plugins: [recorder(seen) as any],
  });
};
const lightningCss = (name: string) => readText(lightningBuilds[name].result!.dist, 'static/css/index.css');
before(async () => {
  await lightningBuild('default');
  // Also built with html.inject false: the CSS file is written, the HTML links nothing.
  await lightningBuild('no-prefixes', { lightningcssLoader: { exclude: { vendorPrefixes: true } } }, undefined, { inject: false });
  await lightningBuild('loader-off', { lightningcssLoader: false });
  await lightningBuild('loader-off-no-minify', { lightningcssLoader: false }, { js: true, css: false });
  await lightningBuild('css-minify-off', {}, { js: true, css: false });
  lightningBuilds['mode-none'] = {
    seen: {},
    result: await buildProject(lightningDir, { mode: 'none', output: { distPath: { root: 'dist-mode-none' }, filenameHash: false } }),
  };
});

describe('CSS › defaults, Lightning CSS and minification (production, JS API)', () => {
  test('Browser compatibility with Lightning CSS: a development build writes the .card rules of the page\'s stylesheet as the page shows them', async () => {
    const dir = makeProject({ 'src/index.css': pageStylesheet, 'src/index.js': "import './index.css';\n" }, 'css-usage-page-stylesheet');
    const built = await withNodeEnv(undefined, () => buildProject(dir, { mode: 'development' }));
    assert.deepEqual(built.errors, []);
    // Import a stylesheet: a build in development mode names the file index.css, without a hash.
    assert.deepEqual(listFiles(built.dist).filter((file) => file.endsWith('.css')), ['static/css/index.css']);
    assert.match(readText(built.dist, 'index.html'), /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
    assert.ok(
      readText(built.dist, 'static/css/index.css').includes('.card {\n  -webkit-user-select: none;\n  user-select: none;\n}\n\n.card .title {\n  color: var(--brand);\n}\n'),
      readText(built.dist, 'static/css/index.css'),
    );
  });

  test('Browser compatibility with Lightning CSS: without a browserslist the targets are chrome >= 87, edge >= 88, firefox >= 78, safari >= 14', () => {
    assert.deepEqual(lightningBuilds.default.seen.browserslist, ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']);
  });

  test('Use PostCSS: a default project has no postcss-loader; the chain is extraction, css-loader, Lightning CSS', () => {
    assert.deepEqual(lightningBuilds.default.seen.loaders, ['@rspack/core/dist/cssExtractLoader.js', '@rsbuild/core/compiled/css-loader/index.js', 'builtin:lightningcss-loader']);
  });

  test('Use PostCSS: postcss.config.ts, .mts, .cts, .js, a .postcssrc file and the postcss field of package.json are loaded; an empty plugins list adds no loader', async () => {
    const marker = "module.exports = () => ({ postcssPlugin: 'marker', Once() {} });\nmodule.exports.postcss = true;\n";
    const sources: Record<string, Record<string, string>> = {
      'postcss.config.ts': { 'postcss.config.ts': "import marker from './marker.cjs';\n\nconst plugins: unknown[] = [marker()];\n\nexport default { plugins };\n" },
      'postcss.config.mts': { 'postcss.config.mts': "import marker from './marker.cjs';\n\nconst plugins: unknown[] = [marker()];\n\nexport default { plugins };\n" },
      'postcss.config.cts': { 'postcss.config.cts': "const marker = require('./marker.cjs');\n\nmodule.exports = { plugins: [marker()] };\n" },
      'postcss.config.js': { 'postcss.config.js': "import marker from './marker.cjs';\n\nexport default { plugins: [marker()] };\n" },
      '.postcssrc': { '.postcssrc': '{ "plugins": { "./marker.cjs": {} } }\n' },
      'package.json': { 'package.json': '{ "postcss": { "plugins": { "./marker.cjs": {} } } }\n' },
    };
    const { createRsbuild } = await rsbuildCore();
    for (const [name, files] of Object.entries(sources)) {
      // The Rspack config only (no build): the plugins handed to postcss-loader.
      const dir = makeProject({ 'marker.cjs': marker, 'src/index.css': '.a { color: red; }\n', 'src/index.js': "import './index.css';\n", ...files }, 'css-usage-postcss-source');
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production' } });
      const [config] = await rsbuild.initConfigs();
      const rule = (config.module?.rules as any[]).find((r) => String(r?.test) === String(/\.css$/));
      const postcss = rule.use.find((use: any) => /postcss-loader/.test(String(use.loader)));
      assert.deepEqual(postcss?.options?.postcssOptions?.plugins?.map((plugin: any) => plugin.postcssPlugin), ['marker'], name);
    }
    // A config file whose plugins list is empty: the rule has no postcss-loader.
    const empty = makeProject({ 'postcss.config.mjs': 'export default { plugins: [] };\n', 'src/index.css': '.a { color: red; }\n', 'src/index.js': "import './index.css';\n" }, 'css-usage-postcss-empty');
    const [config] = await (await createRsbuild({ cwd: empty, rsbuildConfig: { mode: 'production' } })).initConfigs();
    const rule = (config.module?.rules as any[]).find((r) => String(r?.test) === String(/\.css$/));
    assert.deepEqual(rule.use.map((use: any) => String(use.loader).replace(/^.*node_modules\//, '')), ['@rspack/core/dist/cssExtractLoader.js', '@rsbuild/core/compiled/css-loader/index.js', 'builtin:lightningcss-loader']);
  });

  test('Use PostCSS: an object form with postcssOptions drops the config file\'s plugins even when it names none; an object without postcssOptions keeps them', async () => {
    // The Rspack config only (no build): the plugins handed to postcss-loader for each tools.postcss.
    const marker = "module.exports = () => ({ postcssPlugin: 'from-file', Once() {} });\nmodule.exports.postcss = true;\n";
    const dir = makeProject({ 'marker.cjs': marker, 'postcss.config.cjs': "module.exports = { plugins: [require('./marker.cjs')()] };\n", 'src/index.css': '.a { color: red; }\n', 'src/index.js': "import './index.css';\n" }, 'css-usage-postcss-object');
    const { createRsbuild } = await rsbuildCore();
    const postcssLoader = async (postcss: NonNullable<import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig['tools']>['postcss']) => {
      const [config] = await (await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', tools: { postcss } } })).initConfigs();
      const rule = (config.module?.rules as any[]).find((r) => String(r?.test) === String(/\.css$/));
      return rule.use.find((use: any) => /postcss-loader/.test(String(use.loader)));
    };
    const kept = await postcssLoader({ sourceMap: true });
    assert.deepEqual(kept?.options?.postcssOptions?.plugins?.map((plugin: any) => plugin.postcssPlugin), ['from-file']);
    assert.equal(kept?.options?.sourceMap, true);
    // postcssOptions without plugins: nothing is left to run, so the rule has no postcss-loader at all.
    assert.equal(await postcssLoader({ postcssOptions: { parser: undefined } }), undefined);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/styling/css-usage', lang);
      assert.ok(text.includes('`tools.postcss: { sourceMap: true }`') && text.includes('`postcssOptions: { parser: … }`'), lang);
    }
  });

  test('Use PostCSS: postcssOptions as a function adds postcss-loader even with no plugin', async () => {
    // The Rspack config only (no build): the loaders of the .css rule.
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: lightningDir, rsbuildConfig: { mode: 'production', tools: { postcss: { postcssOptions: () => ({}) } } } });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module?.rules as any[]).find((r) => String(r?.test) === String(/\.css$/));
    assert.deepEqual(
      rule.use.map((use: any) => String(use.loader).replace(/^.*node_modules\//, '')),
      ['@rspack/core/dist/cssExtractLoader.js', '@rsbuild/core/compiled/css-loader/index.js', 'builtin:lightningcss-loader', '@rsbuild/core/compiled/postcss-loader/index.js'],
    );
  });

  test('Resolve @import and url(): a bare path is tried next to the file before node_modules', () => {
    const css = lightningCss('default');
    assert.equal(css, '.local-shadow{color:red}.card{-webkit-user-select:none;user-select:none}.card .title{color:red}');
  });

  test('Import a stylesheet: with html.inject false a production build still writes the CSS file, and index.html has no link', () => {
    const { dist } = lightningBuilds['no-prefixes'].result!;
    assert.ok(listFiles(dist).includes('static/css/index.css'), listFiles(dist).join(', '));
    assert.equal(readText(dist, 'index.html'), '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>');
  });

  test('Browser compatibility with Lightning CSS: exclude.vendorPrefixes keeps the output free of prefixes, minified too', () => {
    assert.equal(lightningCss('no-prefixes'), '.local-shadow{color:red}.card{user-select:none}.card .title{color:red}');
  });

  test('Browser compatibility with Lightning CSS: lightningcssLoader: false removes the loader, but the production minimizer still flattens and prefixes', () => {
    assert.deepEqual(lightningBuilds['loader-off'].seen.loaders, ['@rspack/core/dist/cssExtractLoader.js', '@rsbuild/core/compiled/css-loader/index.js']);
    assert.equal(lightningCss('loader-off'), '.local-shadow{color:red}.card{-webkit-user-select:none;user-select:none}.card .title{color:red}');
  });

  test('Browser compatibility with Lightning CSS: lightningcssLoader: false with css minification off ships the CSS as written', () => {
    const css = lightningCss('loader-off-no-minify');
    assert.match(css, /\.card \{\n  user-select: none;\n\n  & \.title \{\n    color: red;\n  \}\n\}/);
    assert.doesNotMatch(css, /-webkit-/);
  });

  test('Minify CSS: a build in none mode is not minified either', () => {
    assert.equal(lightningCss('mode-none'), lightningCss('css-minify-off'));
  });

  test('Minify CSS: css: false leaves a production build unminified, still prefixed', () => {
    assert.equal(lightningCss('css-minify-off'), '.local-shadow {\n  color: red;\n}\n\n.card {\n  -webkit-user-select: none;\n  user-select: none;\n}\n\n.card .title {\n  color: red;\n}\n\n');
  });
});

describe('CSS › CSS from node_modules', () => {
  test('a package stylesheet goes through your PostCSS plugins and Lightning CSS', () => {
    const css = mainCss();
    assert.match(css, /\.postcss-report-modern-normalize[,{]/);
    assert.match(css, /\.normalized\{box-sizing:border-box;-webkit-user-select:none;user-select:none\}/);
  });
});

// Edges, built with the JS API in production: url() files at the inline limit and one byte over,
// a root-relative url() that names a file in the project folder, a bare url() path next to the
// file, and one stylesheet imported by two entries. Also a node-target build, and Sass with
// additionalData where a partial uses the shared variable.
const ascii = (size: number) => 'a'.repeat(size);
const edgeDir = makeProject(
  {
    'logo.png': ascii(5000),
    'src/edge.png': ascii(4096),
    'src/over.png': ascii(4097),
    'src/dot.png': ascii(10),
    'src/urls.css': ".edge { background: url('./edge.png'); }\n.over { background: url('./over.png'); }\n.root { background: url(/logo.png); }\n.bare { background: url('dot.png'); }\n",
    'src/shared.css': '.shared { color: red; }\n',
    'src/index.js': "import './shared.css';\nimport './urls.css';\n",
    'src/other.js': "import './shared.css';\n",
  },
  'css-usage-edges',
);
const nodeTargetDir = makeProject(
  {
    'postcss.config.cjs': "module.exports = { plugins: [require('./marker.cjs')()] };\n",
    'marker.cjs': marker('node-target-marker'),
    'src/card.module.css': '.card { user-select: none; }\n',
    'src/index.js': "import styles from './card.module.css';\nexport const card = styles.card;\n",
  },
  'css-usage-node-target',
);
const sassPartialDir = makeProject(
  {
    'src/styles/_tokens.scss': '$brand: crimson;\n',
    'src/_partial.scss': '.partial { color: $brand; }\n',
    'src/main.scss': "@use './partial';\n\n.main { color: $brand; }\n",
    'src/index.js': "import './main.scss';\n",
  },
  'css-usage-sass-partial',
);
let edges: BuildResult;
let nodeTarget: BuildResult;
let sassPartial: BuildResult;
let sassPartialInjected: BuildResult;
const nodeSeen: Seen = {};
before(async () => {
  const { pluginSass } = await plugin('@rsbuild/plugin-sass');
  edges = await buildProject(edgeDir, { mode: 'production', source: { entry: { index: './src/index.js', other: './src/other.js' } }, output: { filenameHash: false } });
  nodeTarget = await buildProject(nodeTargetDir, { mode: 'production', output: { target: 'node' }, plugins: [recorder(nodeSeen) as any] });
  sassPartial = await buildProject(sassPartialDir, {
    mode: 'production',
    resolve: { alias: { '@': './src' } },
    plugins: [pluginSass({ sassLoaderOptions: { additionalData: `@use "@/styles/tokens" as *;` } })],
  });
  sassPartialInjected = await buildProject(sassPartialDir, {
    mode: 'production',
    resolve: { alias: { '@': './src' } },
    output: { injectStyles: true, distPath: { root: 'dist-injected' } },
    plugins: [pluginSass({ sassLoaderOptions: { additionalData: `@use "@/styles/tokens" as *;` } })],
  });
});

describe('CSS › edges (production, JS API)', () => {
  test('Resolve @import and url(): a url() file of 4096 bytes is inlined, one of 4097 bytes is emitted', () => {
    assert.deepEqual(edges.errors, []);
    const css = readText(edges.dist, 'static/css/index.css');
    assert.match(css, /\.edge\{background:url\(data:image\/png;base64,YWFh/);
    assert.match(css, /\.over\{background:url\(\/static\/image\/over\.png\)\}/);
  });

  test('Resolve @import and url(): url(/logo.png) is resolved from the project root; a bare url() path is tried next to the file', () => {
    const css = readText(edges.dist, 'static/css/index.css');
    assert.match(css, /\.root\{background:url\(\/static\/image\/logo\.png\)\}/);
    assert.ok(listFiles(edges.dist).includes('static/image/logo.png'), listFiles(edges.dist).join(', '));
    assert.match(css, /\.bare\{background:url\(data:image\/png;base64,YWFhYWFhYWFhYQ==\)\}/);
  });

  test('CSS from node_modules: a stylesheet imported by two entries is in the CSS file of each, once', () => {
    assert.equal(readText(edges.dist, 'static/css/other.css'), '.shared{color:red}');
    assert.equal(readText(edges.dist, 'static/css/index.css').match(/\.shared\{/g)?.length, 1);
  });

  test('How Rsbuild processes a stylesheet: a node build writes no CSS and runs only css-loader, which still gives CSS Modules class names', () => {
    assert.deepEqual(nodeTarget.errors, []);
    assert.deepEqual(nodeSeen.loaders, ['@rsbuild/core/dist/ignoreCssLoader.mjs', '@rsbuild/core/compiled/css-loader/index.js']);
    assert.deepEqual(listFiles(nodeTarget.dist).filter((file) => file.endsWith('.css')), []);
    const js = readText(nodeTarget.dist, 'index.js');
    assert.match(js, /"card-[\w-]{6}"/);
    assert.doesNotMatch(js, /node-target-marker|user-select/);
  });

  test('Import a stylesheet: a node or web-worker build writes neither a .css file nor index.html', async () => {
    assert.deepEqual(nodeTarget.errors, []);
    assert.deepEqual(listFiles(nodeTarget.dist).filter((file) => /\.(css|html)$/.test(file)), []);
    const dir = makeProject({ 'src/card.css': '.card { color: teal; }\n', 'src/index.js': "import './card.css';\nconsole.log('worker');\n" }, 'css-usage-web-worker-files');
    const worker = await buildProject(dir, { mode: 'production', output: { target: 'web-worker' } });
    assert.deepEqual(worker.errors, []);
    const files = listFiles(worker.dist);
    assert.ok(files.some((file) => file.endsWith('.js')), files.join(', '));
    assert.deepEqual(files.filter((file) => /\.(css|html)$/.test(file)), []);
  });

  test('How Rsbuild processes a stylesheet: with output.emitCss true, a node build writes the CSS file after all', async () => {
    const dir = makeProject({ 'src/card.css': '.card { color: teal; }\n', 'src/index.js': "import './card.css';\nexport const x = 1;\n" }, 'css-usage-node-emit');
    const built = await buildProject(dir, { mode: 'production', output: { target: 'node', emitCss: true, filenameHash: false } });
    assert.deepEqual(built.errors, []);
    const css = listFiles(built.dist).filter((file) => file.endsWith('.css'));
    assert.equal(css.length, 1, listFiles(built.dist).join(', '));
    assert.match(readText(built.dist, css[0]), /\.card\{color:teal\}/);
  });

  test('How Rsbuild processes a stylesheet: a web-worker build has the same two loaders', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: nodeTargetDir, rsbuildConfig: { mode: 'production', output: { target: 'web-worker' } } });
    const [config] = await rsbuild.initConfigs();
    const cssRules = (config.module?.rules as any[]).filter((r) => String(r?.test) === String(/\.css$/));
    const loaders = (rule: any) => rule.use.map((use: any) => String(use.loader).replace(/^.*node_modules\//, ''));
    assert.deepEqual(loaders(cssRules[0]), ['@rsbuild/core/dist/ignoreCssLoader.mjs', '@rsbuild/core/compiled/css-loader/index.js']);
  });

  test('Use Sass, Less or Stylus: additionalData reaches the imported Sass file, not a partial it loads with @use', () => {
    assert.equal(sassPartial.errors.length > 0, true);
    const error = sassPartial.errors.find((text) => text.includes('Undefined variable.'));
    assert.ok(error, sassPartial.errors.join('\n'));
    assert.match(error, /\.partial \{ color: \$brand; \}/);
    assert.match(error, /_partial\.scss 1:19 +@use\n/);
    // The @use of main.scss is its first line, reported as line 2: additionalData came first.
    assert.match(error, /main\.scss 2:1 +root stylesheet/);
  });

  test('Use Sass, Less or Stylus: the error is Sass\'s "Undefined variable." (with its period); with extracted CSS a second error from cssExtractLoader repeats that sass-loader failed, with injectStyles there is one', () => {
    assert.equal(sassPartial.errors.length, 2, sassPartial.errors.join('\n---\n'));
    assert.match(sassPartial.errors[0], /× Module build failed \(from [^)]*sass-loader\/index\.js\):\n\s*╰─▶\s+× Undefined variable\.\n/);
    assert.match(sassPartial.errors[1], /^\s*× Module build failed \(from [^)]*\/cssExtractLoader\.js\):\n\s*╰─▶\s+× Error: Module build failed \(from [^)]*sass-loader\/index\.js\):/);
    assert.doesNotMatch(sassPartial.errors[1], /Undefined variable/);
    assert.equal(sassPartialInjected.errors.length, 1, sassPartialInjected.errors.join('\n---\n'));
    assert.match(sassPartialInjected.errors[0], /Undefined variable\./);
  });
});

// CSS from node_modules: Rspack's default splitChunks (chunks 'all', minSize 20000 in production) applies to
// CSS. About 21 kB from node_modules imported by one entry, and 21 kB of your own shared by two entries (with
// a small shared file that joins it), each go to a file of their own named by chunk id; 18 kB shared by two
// other entries stays in both entries' files.
describe('CSS › CSS from node_modules (split by size)', () => {
  let split: BuildResult;
  // Distinct colours, so that Lightning CSS cannot merge the rules: 30 bytes a rule.
  const rules = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `.${prefix}${String(i).padStart(4, '0')} {\n  color: #${((i * 7919) % 0xffffff).toString(16).padStart(6, '0')};\n}\n`).join('\n');
  before(async () => {
    const dir = makeProject(
      {
        'src/node_modules/big-kit/package.json': '{ "name": "big-kit" }',
        'src/node_modules/big-kit/kit.css': rules('k', 700),
        'src/big-shared.css': rules('b', 700),
        'src/tiny-shared.css': '.tiny { color: teal; }\n',
        'src/small-shared.css': rules('s', 600),
        'src/own.css': '.own { color: red; }\n',
        'src/index.js': "import 'big-kit/kit.css';\nimport './big-shared.css';\nimport './tiny-shared.css';\nimport './own.css';\n",
        'src/other.js': "import './big-shared.css';\nimport './tiny-shared.css';\n",
        'src/one.js': "import './small-shared.css';\n",
        'src/two.js': "import './small-shared.css';\n",
        'src/late-own.css': '.late { color: navy; }\n',
        'src/late.js': "import './late-own.css';\nimport 'big-kit/kit.css';\n",
      },
      'css-usage-split',
    );
    const entry = { index: './src/index.js', other: './src/other.js', one: './src/one.js', two: './src/two.js', late: './src/late.js' };
    split = await buildProject(dir, { mode: 'production', source: { entry }, output: { filenameHash: false } });
  });

  test('a 21 kB stylesheet from node_modules, and 21 kB shared by two entries, move to files named by chunk id, linked before the entry\'s own; 18 kB shared stays in each entry', () => {
    assert.deepEqual(split.errors, []);
    const css = listFiles(split.dist).filter((file) => file.endsWith('.css'));
    const holding = (rule: string) => css.filter((file) => readText(split.dist, file).includes(rule));
    const [kit] = holding('.k0000{');
    const [shared] = holding('.b0000{');
    assert.match(kit, /^static\/css\/\d+\.css$/);
    assert.match(shared, /^static\/css\/\d+\.css$/);
    assert.notEqual(kit, shared);
    assert.deepEqual([holding('.k0000{'), holding('.b0000{'), holding('.tiny{')], [[kit], [shared], [shared]]);
    assert.deepEqual(holding('.own{'), ['static/css/index.css']);
    assert.deepEqual(holding('.s0000{'), ['static/css/one.css', 'static/css/two.css']);
    const links = (page: string) => [...readText(split.dist, page).matchAll(/<link href="\/([^"]+\.css)" rel="stylesheet">/g)].map((match) => match[1]);
    assert.deepEqual(new Set(links('index.html').slice(0, 2)), new Set([kit, shared]));
    assert.deepEqual(links('index.html').slice(2), ['static/css/index.css']);
    assert.deepEqual(links('other.html'), [shared]);
    assert.deepEqual(links('one.html'), ['static/css/one.css']);
  });

  test('the exception to import order: the split node_modules file is linked before the entry\'s own CSS even when the entry imports it last', () => {
    const links = (page: string) => [...readText(split.dist, page).matchAll(/<link href="\/([^"]+\.css)" rel="stylesheet">/g)].map((match) => match[1]);
    const kit = listFiles(split.dist).filter((file) => file.endsWith('.css') && readText(split.dist, file).includes('.k0000{'));
    assert.equal(kit.length, 1);
    assert.deepEqual(links('late.html'), [kit[0], 'static/css/late.css']);
    assert.match(readText(split.dist, 'static/css/late.css'), /\.late\{color:navy\}/);
  });
});

// Every rsbuild.config.ts sample of the page, copied as written (both languages carry the same
// ones) and type-checked against @rsbuild/core 1.7.6 and the installed 1.x plugins. postcss-pxtorem
// is not installed here: a declaration stands in for @types/postcss-pxtorem 6.1.0, which the page
// installs with it (`export =` of a PostCSS PluginCreator, imported as a default export).
describe('CSS › the rsbuild.config.ts samples type-check', () => {
  test('all nine samples (Sass twice, Less, Stylus, lightningcssLoader, tools.postcss, output.minify, injectStyles, cssLoader url filter) compile under strict mode', () => {
    const en = pageSamples('guide/styling/css-usage', 'en');
    assert.deepEqual(pageSamples('guide/styling/css-usage', 'zh'), en);
    assert.equal(en.length, 9);
    const files: Record<string, string> = {
      'src/pxtorem.d.ts': "declare module 'postcss-pxtorem' {\n  import type { PluginCreator } from 'postcss';\n  const pxtorem: PluginCreator<{ rootValue?: number; propList?: string[] }>;\n  export = pxtorem;\n}\n",
    };
    en.forEach((sample, index) => (files[`src/config-${index}.ts`] = sample));
    assert.deepEqual(typeCheckProject(ts, files, 'css-usage-types'), []);
  });
});

// output.injectStyles in a browser: two stylesheets of one entry, a production build opened in
// Chromium from the dist folder.
describe('CSS › injected styles in the browser', () => {
  let injectedDir: string;
  before(async () => {
    injectedDir = makeProject(
      {
        'src/a.css': '.title { color: rgb(1, 2, 3); }\n',
        'src/b.css': '.title { background-color: rgb(4, 5, 6); }\n',
        'src/index.js': "import './a.css';\nimport './b.css';\ndocument.querySelector('#root').innerHTML = '<h1 class=\"title\">Hello</h1>';\n",
      },
      'css-usage-injected-browser',
    );
    await buildProject(injectedDir, { mode: 'production', output: { injectStyles: true } });
  });
  test('Inject styles instead of extracting them: the page gets one <style> element per stylesheet and no stylesheet <link>; the styles apply', async () => {
    const dist = path.join(injectedDir, 'dist');
    assert.deepEqual(listFiles(dist).filter((file) => file.endsWith('.css')), []);
    assert.doesNotMatch(readText(injectedDir, 'dist/index.html'), /rel="stylesheet"/);
    const page = await browser.newPage();
    try {
      await openDist(page, dist);
      await waitFor('the injected styles applied', () => page.evaluate(() => getComputedStyle(document.querySelector('.title')!).backgroundColor === 'rgb(4, 5, 6)'), 60_000);
      const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent));
      assert.deepEqual(styles, ['.title{color:#010203}', '.title{background-color:#040506}']);
      assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.title')!).color), 'rgb(1, 2, 3)');
      assert.equal(await page.locator('link[rel="stylesheet"]').count(), 0);
    } finally {
      await page.close();
    }
  });
});

describe('CSS › tools.styleLoader', () => {
  test('Inject styles instead of extracting them: tools.styleLoader options reach style-loader, the first loader of the .css rule', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: lightningDir, rsbuildConfig: { output: { injectStyles: true }, tools: { styleLoader: { insert: 'head' } } } });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module?.rules as any[]).find((r) => String(r?.test) === String(/\.css$/));
    assert.match(String(rule.use[0].loader), /style-loader/);
    assert.deepEqual(rule.use[0].options, { insert: 'head' });
  });
});

describe('CSS › output.minify.cssOptions', () => {
  let cssOptionsDir: string;
  before(async () => {
    cssOptionsDir = makeProject(
      {
        'src/a.css': '.a {\n  color: red;\n}\n',
        'src/b.css': '.b {\n  color: blue;\n}\n',
        'src/index.js': "import './a.css';\nimport('./b.css');\n",
      },
      'css-usage-css-options',
    );
    // cssOptions goes to Rspack's LightningCssMinimizerRspackPlugin: here its exclude option keeps
    // the async CSS file out of minification.
    await buildProject(cssOptionsDir, { mode: 'production', output: { filenameHash: false, minify: { cssOptions: { exclude: /async/ } } } });
  });
  test('Minify CSS: cssOptions reaches the minimizer (its exclude leaves the matched file unminified)', () => {
    const dist = path.join(cssOptionsDir, 'dist');
    assert.equal(readText(dist, 'static/css/index.css'), '.a{color:red}');
    const asyncCss = listFiles(dist).filter((file) => file.startsWith('static/css/async/'));
    assert.equal(asyncCss.length, 1, listFiles(dist).join(', '));
    assert.match(readText(dist, asyncCss[0]), /^\.b \{\n  color: #00f;\n\}\n/);
  });
});

// The dist-tags were read with npm view on 2026-12-05: @rsbuild/plugin-sass latest 2.0.1 (peer @rsbuild/core
// ^2.0.0). This machine's registry lacks newer releases, so its 1.6.4 for plugin-less proves nothing
// about npm: @modern-js/builder 3.9.2 depends on @rsbuild/plugin-less 2.0.1 (npm view, round 57).
describe('CSS › Use Sass, Less or Stylus (packages)', () => {
  test('the page does not say the Less and Stylus tags are still on 1.x, and names the 2.x Less plugin', () => {
    const en = pageText('guide/styling/css-usage', 'en');
    assert.ok(!en.includes('the tags of the Less and Stylus plugins still point to 1.x releases'));
    assert.ok(en.includes('`@modern-js/builder` 3.9.2 depends on `@rsbuild/plugin-less` 2.0.1'));
    const zh = pageText('guide/styling/css-usage', 'zh');
    assert.ok(!zh.includes('Less 和 Stylus 插件的 `latest` 仍是 1.x 版本'));
    assert.ok(zh.includes('`@modern-js/builder` 3.9.2 依赖的就是 `@rsbuild/plugin-less` 2.0.1'));
  });
  test('the 1.x plugins named on the page: sass 1.5.3 with sass-embedded, less 1.6.4 with less, stylus 1.3.2; each declares @rsbuild/core ^1.3.0 || ^2.0.0-0', () => {
    const manifest = (name: string) => JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules', name), 'package.json'));
    const expected = { '@rsbuild/plugin-sass': ['1.5.3', 'sass-embedded'], '@rsbuild/plugin-less': ['1.6.4', 'less'], '@rsbuild/plugin-stylus': ['1.3.2', 'stylus'] };
    for (const [name, [version, compiler]] of Object.entries(expected)) {
      const pkg = manifest(name);
      assert.equal(pkg.version, version, name);
      assert.equal(pkg.peerDependencies['@rsbuild/core'], '^1.3.0 || ^2.0.0-0', name);
      assert.ok(pkg.dependencies[compiler], `${name} depends on ${compiler}`);
    }
  });
});
