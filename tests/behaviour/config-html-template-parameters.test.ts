// docs/{en,zh}/config/html/template-parameters: what @rsbuild/core 1.7.6 hands a custom template,
// from one production build with an environment per case (the page's samples are imported as
// written and its index.html is used as written), two failing builds, and one dev server that is
// created but does not listen.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, pageSamples, pageText, rsbuildCore, withNodeEnv } from './harness';

const page = 'config/html/template-parameters';
const template = pageText(page, 'en').match(/```html title="index\.html"\n([\s\S]*?)```/)![1];

/** The page's rsbuild.config.ts sample number `index` (English), imported as written, with ANALYTICS_ID as given. */
async function sampleConfig(dir: string, index: number, analyticsId: string | undefined): Promise<RsbuildConfig> {
  const file = path.join(dir, `sample${index}-${analyticsId ?? 'unset'}.config.ts`);
  writeFileSync(file, pageSamples(page, 'en')[index]);
  const saved = process.env.ANALYTICS_ID;
  if (analyticsId === undefined) delete process.env.ANALYTICS_ID;
  else process.env.ANALYTICS_ID = analyticsId;
  try {
    return (await import(pathToFileURL(file).href)).default;
  } finally {
    if (saved === undefined) delete process.env.ANALYTICS_ID;
    else process.env.ANALYTICS_ID = saved;
  }
}

// Prints the built-in parameters, and whether the aliases are the same objects.
const builtinsTemplate = `<!doctype html><html><head><title><%= htmlPlugin.options.title %></title></head><body>
mountId=<%= mountId %>
entryName=<%= entryName %>
assetPrefix=[<%= assetPrefix %>]
publicPath=<%= htmlPlugin.files.publicPath %>
js=<%= htmlPlugin.files.js.join(',') %>
css=<%= htmlPlugin.files.css.join(',') %>
headTags=<%= htmlPlugin.tags.headTags.join('') %>
bodyTags=<%= htmlPlugin.tags.bodyTags.length %>
rspackConfig=<%= rspackConfig === compilation.options %>,<%= rspackConfig.output.path.endsWith('builtins') %>
webpackConfig=<%= webpackConfig === rspackConfig %>
htmlWebpackPlugin=<%= htmlWebpackPlugin === htmlPlugin %>
compilation=<%= typeof compilation.getAssets %>
</body></html>
`;

const unhashed = (html: string) => html.replace(/\.[0-9a-f]{8}\./g, '.HASH.');

describe('html.templateParameters', () => {
  const dir = makeProject(
    {
      'src/index.ts': "import './index.css';\nconsole.log('index');\n",
      'src/index.css': 'body { margin: 0; }\n',
      'src/blog.ts': "console.log('blog');\n",
      'index.html': template,
      'builtins.html': builtinsTemplate,
      'prefix.html': '<!doctype html><html><body><img src="<%= assetPrefix %>/logo.png"></body></html>\n',
      'section.html': '<!doctype html><html><body><p><%= section %> (<%= entryName %>)</p><div id="<%= mountId %>"></div></body></html>\n',
      'mount.html': '<!doctype html><html><body><div id="<%= mountId %>"></div></body></html>\n',
      'notes.html': "<!doctype html><html><body><p><%= text %></p><p><%- text %></p><p><%= typeof banner !== 'undefined' ? banner : 'no banner' %></p></body></html>\n",
      'assets.html': "<!doctype html><html><body><p><%= compilation.getAssets().map((asset) => asset.name).sort().join(' ') %></p></body></html>\n",
      'native.html': '<!doctype html><html><body><p>siteName=<%= siteName %> mountId=<%= mountId %> entryName=<%= entryName %> assetPrefix=[<%= assetPrefix %>] htmlPlugin=<%= htmlPlugin %> htmlWebpackPlugin=<%= htmlWebpackPlugin %> compilation.rspackConfig.mode=<%= compilation.rspackConfig.mode %></p></body></html>\n',
    },
    'template-parameters',
  );
  const html = (name: string, entry = 'index') => unhashed(outputFile(path.join(dir, 'dist', name), new RegExp(`^${entry}\\.html$`)));
  let builtInTemplateCalls = 0;
  const tagsArguments: unknown[][] = [];
  const normalizedMountId: Record<string, string> = {};

  before(async () => {
    const [example, exampleWithId, functionSample] = [
      await sampleConfig(dir, 0, undefined),
      await sampleConfig(dir, 0, 'G-123'),
      await sampleConfig(dir, 1, undefined),
    ];
    const env = (name: string, config: RsbuildConfig): RsbuildConfig => ({ ...config, output: { ...config.output, distPath: { root: `dist/${name}` } } });
    const { errors } = await buildProject(dir, {
      html: { title: 'Trail Notes' },
      environments: {
        example: env('example', example),
        'example-id': env('example-id', exampleWithId),
        function: env('function', { ...functionSample, html: { ...functionSample.html, template: './section.html' } }),
        builtins: env('builtins', { html: { template: './builtins.html' } }),
        cdn: env('cdn', { html: { template: './prefix.html' }, output: { assetPrefix: 'https://cdn.example.com/app/' } }),
        auto: env('auto', { html: { template: './prefix.html' }, output: { assetPrefix: 'auto' } }),
        override: env('override', { html: { template: './mount.html', templateParameters: { mountId: 'app' } } }),
        notes: env('notes', { html: { template: './notes.html', templateParameters: { text: '<b>Tom & "Jerry"</b>' } } }),
        assets: env('assets', { html: { template: './assets.html' }, output: { manifest: true } }),
        native: env('native', { html: { implementation: 'native', template: './native.html', templateParameters: { siteName: 'Trail Notes' } } }),
        tags: env('tags', { html: { tags: [(...args: unknown[]) => void tagsArguments.push(args)] } }),
        'add-and-return-nothing': env('add-and-return-nothing', {
          html: {
            template: './section.html',
            templateParameters: (parameters) => {
              parameters.section = 'Added';
            },
          },
        }),
        'built-in-template': env('built-in-template', { html: { templateParameters: () => void builtInTemplateCalls++ } }),
      },
      plugins: [
        {
          name: 'read-normalized-mount-id',
          setup(api) {
            api.onAfterBuild(() => void (normalizedMountId.override = api.getNormalizedConfig({ environment: 'override' }).html.mountId));
          },
        },
      ],
    });
    assert.deepEqual(errors, []);
  });

  test("Example: the page's sample and index.html print the site name and the mount id, and no stats script while ANALYTICS_ID is unset", () => {
    const out = html('example');
    assert.match(out, /<meta property="og:site_name" content="Trail Notes" \/>/);
    assert.match(out, /<div id="root"><\/div>/);
    assert.doesNotMatch(out, /stats\.example\.com/);
  });

  test('Example: with ANALYTICS_ID set, the stats script is printed with the id', () => {
    assert.match(html('example-id'), /<script async src="https:\/\/stats\.example\.com\/s\.js\?id=G-123"><\/script>/);
  });

  test('Built-in parameters: mountId, entryName, htmlPlugin (files, tags, options.title), rspackConfig, and the aliases are the same objects', () => {
    const out = html('builtins');
    assert.match(out, /<title>Trail Notes<\/title>/);
    assert.match(out, /\nmountId=root\n/);
    assert.match(out, /\nentryName=index\n/);
    assert.match(out, /\npublicPath=\/\n/);
    assert.match(out, /\njs=\/static\/js\/index\.HASH\.js\n/);
    assert.match(out, /\ncss=\/static\/css\/index\.HASH\.css\n/);
    assert.match(out, /\nheadTags=.*<script defer src="\/static\/js\/index\.HASH\.js"><\/script><link href="\/static\/css\/index\.HASH\.css" rel="stylesheet">\n/);
    assert.match(out, /\nrspackConfig=true,true\n/);
    assert.match(out, /\nwebpackConfig=true\n/);
    assert.match(out, /\nhtmlWebpackPlugin=true\n/);
    assert.match(out, /\ncompilation=function\n/);
  });

  test("Built-in parameters: assetPrefix is '' for the default / and has no trailing slash for https://cdn.example.com/app/", () => {
    assert.match(html('builtins'), /\nassetPrefix=\[\]\n/);
    assert.match(html('cdn'), /<img src="https:\/\/cdn\.example\.com\/app\/logo\.png">/);
  });

  test("Built-in parameters: with output.assetPrefix 'auto', assetPrefix is the string 'auto'", () => {
    assert.match(html('auto'), /<img src="auto\/logo\.png">/);
    for (const lang of ['en', 'zh'] as const) assert.match(pageText(page, lang), /'auto'/);
  });

  test('Example: a key named like a built-in parameter overrides it in the template; html.mountId stays root', () => {
    assert.match(html('override'), /<div id="app"><\/div>/);
    assert.equal(normalizedMountId.override, 'root');
  });

  test("Function form: the page's sample gets each entry's name, and its spread keeps the built-in parameters", () => {
    assert.match(html('function'), /<p>Home \(index\)<\/p><div id="root"><\/div>/);
    assert.match(html('function', 'blog'), /<p>Blog \(blog\)<\/p><div id="root"><\/div>/);
  });

  test('Function form: adding to the object and returning nothing keeps the built-in parameters', () => {
    assert.match(html('add-and-return-nothing'), /<p>Added \(index\)<\/p><div id="root"><\/div>/);
  });

  test('Built-in template: the parameters are not computed', () => {
    assert.equal(builtInTemplateCalls, 0);
    assert.match(html('built-in-template'), /<div id="root"><\/div>/);
  });

  test('Notes: <%= %> inserts the value as it is, <%- %> escapes it', () => {
    assert.match(html('notes'), /<p><b>Tom & "Jerry"<\/b><\/p><p>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;\/b&gt;<\/p>/);
  });

  test("Notes: typeof name !== 'undefined' tests for a parameter that is not defined", () => {
    assert.match(html('notes'), /<p>no banner<\/p>/);
  });

  test('Notes: the option can be set per environment (each environment above printed its own values)', () => {
    assert.match(html('override'), /<div id="app"><\/div>/);
    assert.match(html('builtins'), /\nmountId=root\n/);
  });

  test('Function form: the signature differs from html.title and the others ({ value, entryName }), but html.tags functions also take two arguments', () => {
    assert.equal(tagsArguments.length, 1);
    const [tags, context] = tagsArguments[0] as [unknown, Record<string, unknown>];
    assert.ok(Array.isArray(tags));
    assert.deepEqual(Object.keys(context).sort(), ['entryName', 'hash', 'outputName', 'publicPath']);
    for (const lang of ['en', 'zh'] as const) {
      assert.match(pageText(page, lang), /`html.title`、?,? ?`html.meta`|`html\.title`, `html\.meta`, `html\.favicon`, `html\.inject` and `html\.template`/);
      assert.doesNotMatch(pageText(page, lang), /other `html\.\*` options|其他 `html\.\*` 配置项/);
    }
  });

  test('The parameters are computed before the compilation ends: the JavaScript and CSS files are among its assets under their final names, manifest.json is not yet', () => {
    assert.match(html('assets'), /<p>static\/css\/index\.HASH\.css static\/js\/index\.HASH\.js<\/p>/);
    assert.ok(outputFile(path.join(dir, 'dist/assets'), /^manifest\.json$/));
    // The names the template saw are the names written to disk.
    const seen = outputFile(path.join(dir, 'dist/assets'), /^index\.html$/).match(/<p>(.*)<\/p>/)![1].split(' ');
    assert.deepEqual(seen, listFiles(path.join(dir, 'dist/assets')).filter((file) => file.startsWith('static/')));
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText(page, lang), /after the compilation has finished|此时编译已经完成/);
    assert.match(pageText(page, 'en'), /before it ends/);
    assert.match(pageText(page, 'zh'), /编译尚未结束/);
  });

  test("Notes: with html.implementation 'native', mountId, entryName, assetPrefix and your own values work, htmlPlugin and htmlWebpackPlugin are empty, compilation is not the compilation", () => {
    assert.match(html('native'), /<p>siteName=Trail Notes mountId=root entryName=index assetPrefix=\[\] htmlPlugin=\{\} htmlWebpackPlugin=\{\} compilation\.rspackConfig\.mode=production<\/p>/);
  });

  test('the html.implementation page names the built-in parameters that native rendering lacks', () => {
    assert.ok(pageText('config/html/implementation', 'en').includes("under `'native'`, `htmlPlugin` and `htmlWebpackPlugin` are empty objects and `rspackConfig` and `webpackConfig` are not defined"));
    assert.ok(pageText('config/html/implementation', 'zh').includes("使用 `'native'` 时，`htmlPlugin` 和 `htmlWebpackPlugin` 是空对象，`rspackConfig` 和 `webpackConfig` 未定义"));
  });
});

test("Notes: with html.implementation 'native', rspackConfig and webpackConfig are not defined, and typeof in the template stops the build", async () => {
  const dir = makeProject(
    {
      'src/index.js': "console.log('page');\n",
      'config.html': '<!doctype html><html><body><p><%= rspackConfig %></p></body></html>\n',
      'webpack.html': '<!doctype html><html><body><p><%= webpackConfig %></p></body></html>\n',
      'typeof.html': "<!doctype html><html><body><p><%= typeof banner %></p></body></html>\n",
    },
    'template-parameters-native',
  );
  const native = (template: string): RsbuildConfig => ({ html: { implementation: 'native', template }, output: { distPath: { root: `dist/${template}` } } });
  const { errors } = await buildProject(dir, { environments: { config: native('./config.html'), webpack: native('./webpack.html'), typeof: native('./typeof.html') } });
  assert.deepEqual(errors.map((error) => error.trim().replace(/: # of operands.*$/, ': # of operands …')).sort(), [
    '× HtmlRspackPlugin: failed to render template from string: # of operands …',
    '× HtmlRspackPlugin: failed to render template from string: ReferenceError: rspackConfig is not defined',
    '× HtmlRspackPlugin: failed to render template from string: ReferenceError: webpackConfig is not defined',
  ]);
  for (const lang of ['en', 'zh'] as const) assert.match(pageText(page, lang), /html\.implementation\]\(\/config\/html\/implementation\) /);
});

test('Function form: without the spread, the template fails with Template execution failed: ReferenceError: mountId is not defined, then [html-rspack-plugin]: mountId is not defined', async () => {
  const dir = makeProject(
    { 'src/index.js': "console.log('page');\n", 'index.html': '<!doctype html><html><body><div id="<%= mountId %>"></div></body></html>\n' },
    'template-parameters-function',
  );
  const { errors } = await buildProject(dir, { html: { template: './index.html', templateParameters: () => ({ section: 'Home' }) } });
  assert.deepEqual(errors.map((error) => error.trim()), ['× Template execution failed: ReferenceError: mountId is not defined', '× [html-rspack-plugin]: mountId is not defined']);
});

describe('html.templateParameters in development', () => {
  const dir = makeProject(
    { 'src/index.js': "console.log('page');\n", 'index.html': '<!doctype html><html><body><img src="<%= assetPrefix %>/logo.png"></body></html>\n' },
    'template-parameters-dev',
  );
  let transformed = '';

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          logLevel: 'silent',
          mode: 'development',
          html: { template: './index.html' },
          dev: { assetPrefix: 'https://dev.example.com/assets/', hmr: false, liveReload: false },
          output: { assetPrefix: 'https://cdn.example.com/app/' },
        },
      });
      const server = await rsbuild.createDevServer();
      try {
        transformed = await server.environments.web.getTransformedHtml('index');
      } finally {
        await server.close();
      }
    });
  });

  test('The asset prefix: in development assetPrefix comes from dev.assetPrefix, not output.assetPrefix', () => {
    assert.match(transformed, /<img src="https:\/\/dev\.example\.com\/assets\/logo\.png">/);
  });
});
