import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type CliResult, makeProject, outputFile, readText, runCli } from './harness';

// A Vue CLI project moved over with the page's complete example and edited template.
const template = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="apple-touch-icon" href="<%= assetPrefix %>/apple-touch-icon.png" />
    <title><%= htmlWebpackPlugin.options.title %></title>
  </head>
  <body>
    <noscript>Please enable JavaScript to use <%= htmlWebpackPlugin.options.title %>.</noscript>
    <div id="app"></div>
  </body>
</html>
`;
const completeConfig = `import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginSass } from '@rsbuild/plugin-sass';
import { pluginVue } from '@rsbuild/plugin-vue';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['VUE_APP_'] });

  return {
    plugins: [
      pluginVue(),
      pluginSass({
        sassLoaderOptions: {
          additionalData: \`@use "@/styles/variables" as *;\`,
        },
      }),
    ],
    source: {
      entry: {
        index: './src/main.ts',
      },
      define: publicVars,
      include: [/[\\\\/]node_modules[\\\\/]query-string[\\\\/]/],
    },
    resolve: {
      alias: {
        '@': './src',
        '~lib': './lib',
      },
    },
    html: {
      template: './public/index.html',
      title: 'Shop',
    },
    server: {
      base: '/shop/',
      port: 8080,
      proxy: {
        '/api': { target: 'http://localhost:4000', changeOrigin: true },
      },
    },
  };
});
`;
const dir = makeProject(
  {
    'public/index.html': template,
    'public/favicon.ico': 'icon',
    '.env': 'VUE_APP_API_URL=https://api.example.com\n',
    'lib/format.ts': "export const format = (n: number) => 'lib ' + n;\n",
    'src/styles/_variables.scss': '$brand: teal;\n',
    'src/App.vue': '<template><p class="price">{{ label }}</p></template>\n<script setup lang="ts">\nimport { format } from \'~lib/format\';\nconst label = format(1);\n</script>\n<style lang="scss">\n.price { color: $brand; }\n</style>\n',
    'src/main.ts': `import { createApp } from 'vue';
import App from './App.vue';
import { value } from 'query-string';
createApp(App).mount('#app');
console.log(JSON.stringify({ api: process.env.VUE_APP_API_URL, base: process.env.BASE_URL, metaBase: import.meta.env.BASE_URL, nodeEnv: process.env.NODE_ENV, value }));
`,
    'src/node_modules/query-string/package.json': '{ "name": "query-string", "main": "index.js" }',
    'src/node_modules/query-string/index.js': "const obj = {};\nexport const value = obj?.value ?? 'fallback';\n",
    'rsbuild.config.ts': completeConfig,
    '.browserslistrc': 'ie 11\n',
  },
  'vue-cli',
);
const baseUrlTemplate = makeProject(
  { 'public/index.html': '<!DOCTYPE html><html><head><link rel="icon" href="<%= BASE_URL %>favicon.ico"></head><body><div id="app"></div></body></html>', 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n" },
  'vue-cli-base-url',
);
const dist = path.join(dir, 'dist');
let build: CliResult;
let baseUrlBuild: CliResult;
before(async () => {
  [build, baseUrlBuild] = await Promise.all([runCli(dir, ['build']), runCli(baseUrlTemplate, ['build'])]);
});

describe('Migrate from Vue CLI', () => {
  test('HTML template: htmlWebpackPlugin.options.title prints html.title, assetPrefix carries the base, the favicon link is added', () => {
    assert.equal(build.code, 0, build.output);
    const html = readText(dist, 'index.html');
    assert.match(html, /<title>Shop<\/title>/);
    assert.match(html, /Please enable JavaScript to use Shop\./);
    assert.match(html, /href="\/shop\/apple-touch-icon\.png"/);
    assert.match(html, /<link rel="icon" href="\/shop\/favicon\.ico">/);
  });

  test('HTML template: <%= BASE_URL %> stops the build', () => {
    assert.equal(baseUrlBuild.code, 1);
    assert.match(baseUrlBuild.output, /ReferenceError: BASE_URL is not defined/);
  });

  test('A complete example: Sass additionalData through the @ alias, ~lib alias, the included dependency lowered', () => {
    assert.match(outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.price\{color:teal\}/);
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /"lib 1"/);
    assert.doesNotMatch(js, /\?\?/);
  });

  test('Environment variables: VUE_APP_ through loadEnv; BASE_URL is server.base in process.env and import.meta.env', () => {
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /api:"https:\/\/api\.example\.com"/);
    assert.match(js, /base:"\/shop\/"/);
    assert.match(js, /metaBase:"\/shop\/"/);
    assert.match(js, /nodeEnv:"production"/);
  });
});
