#!/usr/bin/env node
// Writes the benchmark's React app: the same source for every tool, regenerated on every run
// (into an ignored folder) so nobody measures a stale or hand-edited copy.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const defaultAppDir = path.join(import.meta.dirname, 'generated', 'app');
/** Each component renders up to this many children: a tree three levels deep for 1,000. */
const FAN_OUT = 10;
/** One component in this many imports its own stylesheet. */
const CSS_EVERY = 5;

export const ROOT_COMPONENT = 'src/components/Component0.jsx';
/** The root component's heading before any HMR edit: `Root 0`. */
export const rootText = (revision) => `Root ${revision}`;

function childrenOf(index, count) {
  const children = [];
  for (let child = index * FAN_OUT + 1; child <= index * FAN_OUT + FAN_OUT && child < count; child++) children.push(child);
  return children;
}

/** The source of component `index`; the root's text carries `revision` so HMR edits can change it. */
export function componentSource(index, count, revision = 0) {
  const children = childrenOf(index, count);
  const hasCss = index % CSS_EVERY === 0;
  const lines = [
    "import { useState } from 'react';",
    "import { label } from '../shared/label.js';",
    ...children.map((child) => `import Component${child} from './Component${child}.jsx';`),
    ...(hasCss ? [`import './Component${index}.css';`] : []),
    '',
    `export default function Component${index}() {`,
    '  const [count, setCount] = useState(0);',
    '  return (',
    `    <div className="component component-${index}" data-bench-id="${index}">`,
    index === 0
      ? `      <h1 className="root-title">${rootText(revision)}</h1>`
      : `      <span className="component-label">{label(${index}, count)}</span>`,
    `      <button type="button" onClick={() => setCount(count + 1)}>+</button>`,
    ...children.map((child) => `      <Component${child} />`),
    '    </div>',
    '  );',
    '}',
    '',
  ];
  return lines.join('\n');
}

function cssSource(index) {
  const hue = (index * 37) % 360;
  return [
    `.component-${index} {`,
    `  border-left: 2px solid hsl(${hue} 60% 50%);`,
    '  padding: 2px 0 2px 8px;',
    '}',
    `.component-${index} > .component-label {`,
    `  color: hsl(${hue} 40% 30%);`,
    '  font-size: 12px;',
    '}',
    '',
  ].join('\n');
}

/** Writes the app into `appDir` (emptied first). Returns the number of component modules. */
export function generateApp({ appDir = defaultAppDir, count = 1000 } = {}) {
  rmSync(appDir, { recursive: true, force: true });
  const components = path.join(appDir, 'src', 'components');
  mkdirSync(components, { recursive: true });
  mkdirSync(path.join(appDir, 'src', 'shared'), { recursive: true });
  for (let index = 0; index < count; index++) {
    writeFileSync(path.join(components, `Component${index}.jsx`), componentSource(index, count));
    if (index % CSS_EVERY === 0) writeFileSync(path.join(components, `Component${index}.css`), cssSource(index));
  }
  writeFileSync(
    path.join(appDir, 'src', 'shared', 'label.js'),
    'export function label(index, count) {\n  return `Component ${index}: ${count}`;\n}\n',
  );
  writeFileSync(path.join(appDir, 'src', 'index.css'), 'body {\n  margin: 0;\n  font-family: system-ui, sans-serif;\n}\n');
  writeFileSync(
    path.join(appDir, 'src', 'index.jsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      "import Component0 from './components/Component0.jsx';",
      "import './index.css';",
      '',
      "createRoot(document.getElementById('root')).render(<Component0 />);",
      '',
    ].join('\n'),
  );
  // The app's own manifest, as any app has: without it the app would inherit this workspace's
  // `"type": "module"`, under which webpack runs `.js` files as strict ES modules.
  writeFileSync(path.join(appDir, 'package.json'), `${JSON.stringify({ name: 'bench-app', private: true }, null, 2)}\n`);
  // Vite serves this page itself; the other tools generate their own with a `#root` element.
  writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Benchmark</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/index.jsx"></script>\n  </body>\n</html>\n',
  );
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: defaultAppDir },
      components: { type: 'string', default: '1000' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(`Usage: node tools/bench/generate-app.mjs [--out DIR] [--components N]

Writes the benchmark's React app: N components (default 1000) in a tree where each imports up to
${FAN_OUT} children, one in ${CSS_EVERY} with its own CSS file. Default output: ${path.relative(process.cwd(), defaultAppDir)}`);
    process.exit(0);
  }
  const count = Number(values.components);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--components must be a positive integer, got ${values.components}`);
  generateApp({ appDir: path.resolve(values.out), count });
  console.log(`Wrote ${count} components to ${values.out}`);
}
