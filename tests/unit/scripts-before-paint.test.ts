import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scriptsRunBeforePaint } from '../../scripts/lib/scripts-before-paint';

const origin = 'http://127.0.0.1:4173';
const evaluate = (ts: number, url: string) => ({ name: 'EvaluateScript', ts, args: { data: { url } } });

test('lists the site’s script files whose evaluation started before the paint, in order, once each', () => {
  const trace = [
    evaluate(100, `${origin}/config/output/dist-path`), // the page's inline scripts
    evaluate(300, `${origin}/static/js/lib-react.0d377afd9d.js`),
    evaluate(200, `${origin}/static/js/styles.ac25a08e2d.js`),
    evaluate(350, `${origin}/static/js/lib-react.0d377afd9d.js`),
    evaluate(400, 'http://other.example/static/js/x.js'),
    { name: 'FunctionCall', ts: 420, args: { data: { url: `${origin}/static/js/9.a3f5db2f56.js` } } },
    evaluate(500, `${origin}/static/js/index.69a953ec1b.js`),
    evaluate(900, `${origin}/static/js/async/db5917a88e.js`),
  ];
  assert.deepEqual(scriptsRunBeforePaint(trace, 600, origin), ['/static/js/styles.ac25a08e2d.js', '/static/js/lib-react.0d377afd9d.js', '/static/js/index.69a953ec1b.js']);
  assert.deepEqual(scriptsRunBeforePaint(trace, 250, origin), ['/static/js/styles.ac25a08e2d.js']);
  assert.deepEqual(scriptsRunBeforePaint(trace, 100, origin), []);
});
