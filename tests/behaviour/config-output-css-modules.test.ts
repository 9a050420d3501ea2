// docs/{en,zh}/config/output/css-modules.mdx, "namedExport": the error of a default import once
// the module has no default export.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

test("namedExport: a default import fails with ESModulesLinkingError: export 'default' (imported as 'styles') was not found in './x.module.css' (possible exports: <class names>)", async () => {
  const dir = makeProject(
    { 'src/index.js': "import styles from './x.module.css';\nconsole.log(styles);\n", 'src/x.module.css': '.title { color: red; }\n.card { color: blue; }\n' },
    'css-modules-named',
  );
  const { errors } = await buildProject(dir, { output: { cssModules: { namedExport: true } } });
  assert.equal(errors.length, 1);
  assert.match(errors[0].trim(), /^× ESModulesLinkingError: export 'default' \(imported as 'styles'\) was not found in '\.\/x\.module\.css' \(possible exports: (card, title|title, card)\)$/m);
});
