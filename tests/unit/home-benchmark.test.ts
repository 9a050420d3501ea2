import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { barFraction, countUpLabel, formatTime, maxTime } from '../../theme/home/barScale';
import { type BenchmarkResults, benchmarkView } from '../../common/benchmark';

test('labels show milliseconds without decimals under a second, seconds with two decimals from one', () => {
  assert.equal(formatTime(0.08), '80ms');
  assert.equal(formatTime(1.29), '1.29s');
  assert.equal(formatTime(0), '0ms');
  assert.equal(formatTime(0.1234), '123ms');
  assert.equal(formatTime(0.9996), '1.00s', 'a value that rounds to 1000 ms is written in seconds');
  assert.equal(formatTime(1), '1.00s');
  assert.equal(formatTime(5.251), '5.25s');
});

test('a bar is its time divided by the longest time of every metric of every group', () => {
  const groups = [
    { label: 'A', description: 'A 1', versions: {}, metrics: [{ desc: 'dev' as const, time: 2 }, { desc: 'hmr' as const, time: 0.5 }] },
    { label: 'B', description: 'B 1', versions: {}, metrics: [{ desc: 'dev' as const, time: 4 }, { desc: 'hmr' as const, time: 1 }] },
  ];
  assert.equal(maxTime(groups), 4);
  assert.equal(barFraction(2, 4), 0.5);
  assert.equal(barFraction(1, 4), 0.25, 'a short metric is measured against the longest of all metrics');
  assert.equal(barFraction(4, 4), 1);
  assert.equal(barFraction(5, 4), 1, 'never wider than the track');
  assert.equal(barFraction(0, 4), 0);
  assert.equal(barFraction(1, 0), 0, 'no data, no bar');
  assert.equal(maxTime([]), 0);
});

test('the label counts up with the linear animation and stops at the metric time', () => {
  assert.equal(countUpLabel(1.29, 0), '0ms');
  assert.equal(countUpLabel(1.29, -1), '0ms');
  assert.equal(countUpLabel(1.29, 0.5), '500ms');
  assert.equal(countUpLabel(1.29, 1.1), '1.10s');
  assert.equal(countUpLabel(1.29, 9), '1.29s');
  assert.equal(countUpLabel(0.08, 3), '80ms');
});

const repoRoot = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const results = readJson('common/benchmark-results.json');
const benchPins = readJson('tools/bench/package.json').devDependencies;

test('the results file says what was measured, when, on which machine, with which runs', () => {
  assert.deepEqual(results.case, { components: 1000, framework: 'React', reactVersion: '19.3.1' });
  assert.match(results.date, /^20\d{2}-\d{2}-\d{2}$/);
  assert.ok(results.runs >= 5, 'at least five measured runs per figure');
  assert.equal(results.warmups, 1);
  assert.ok(results.durationMinutes > 0);
  const { machine } = results;
  assert.deepEqual(Object.keys(machine).sort(), ['browser', 'cores', 'cpu', 'loadAverage', 'memoryGiB', 'node', 'os']);
  assert.ok(machine.cpu.length > 0);
  assert.ok(Number.isInteger(machine.cores) && machine.cores >= 1);
  assert.ok(machine.memoryGiB > 0);
  assert.match(machine.os, /Linux/);
  assert.match(machine.node, /^v\d+\.\d+\.\d+$/);
  assert.match(machine.browser, /^Chromium \d+\./);
  assert.equal(machine.loadAverage.start.length, 3);
  assert.equal(machine.loadAverage.end.length, 3);
});

test('the results file lists the four setups with their exact versions, and three timings and a size for each one measured', () => {
  assert.deepEqual(
    results.tools.map((tool: { id: string; label: string }) => [tool.id, tool.label]),
    [
      ['rsbuild', 'Rsbuild'],
      ['vite', 'Vite + SWC'],
      ['webpack-swc', 'webpack + SWC'],
      ['webpack-babel', 'webpack + Babel'],
    ],
  );
  const expectedPackages: Record<string, string[]> = {
    rsbuild: ['@rsbuild/core', '@rsbuild/plugin-react'],
    vite: ['vite', '@vitejs/plugin-react-swc', '@swc/core'],
    'webpack-swc': ['webpack', 'webpack-cli', 'webpack-dev-server', 'swc-loader', '@swc/core', '@pmmmwh/react-refresh-webpack-plugin', 'react-refresh', 'terser-webpack-plugin', 'css-loader', 'style-loader', 'mini-css-extract-plugin', 'html-webpack-plugin'],
    'webpack-babel': ['webpack', 'webpack-cli', 'webpack-dev-server', 'babel-loader', '@babel/core', '@babel/preset-env', '@babel/preset-react', '@pmmmwh/react-refresh-webpack-plugin', 'react-refresh', 'terser-webpack-plugin', 'css-loader', 'style-loader', 'mini-css-extract-plugin', 'html-webpack-plugin'],
  };
  for (const tool of results.tools) {
    assert.deepEqual(Object.keys(tool.versions), expectedPackages[tool.id], tool.id);
    // The figures were measured with the versions pinned in the benchmark's workspace.
    for (const [name, version] of Object.entries(tool.versions)) assert.equal(version, benchPins[name], `${tool.id}: ${name}`);
    // A setup without figures says why; the page leaves it out.
    if (tool.error !== undefined) {
      assert.equal(tool.dev, undefined, tool.id);
      assert.match(tool.error, /\w/, tool.id);
      continue;
    }
    for (const key of ['dev', 'build', 'hmr']) {
      assert.ok(tool[key] > 0 && tool[key] < 600, `${tool.id} ${key}: ${tool[key]} s`);
      assert.equal(tool.samples[key].length, results.runs, `${tool.id} ${key}: one sample per run`);
    }
    assert.ok(Number.isInteger(tool.jsGzipBytes) && tool.jsGzipBytes > 10_000, `${tool.id}: ${tool.jsGzipBytes} B gzip`);
    assert.ok(Number.isInteger(tool.hmrFullReloads));
  }
  assert.deepEqual(
    results.tools.filter((tool: { error?: string }) => tool.error === undefined).map((tool: { id: string }) => tool.id),
    ['rsbuild', 'vite', 'webpack-swc', 'webpack-babel'],
    'the committed run measured every setup',
  );
  assert.match(results.tools[0].versions['@rsbuild/core'], /^1\.7\.\d+$/, 'the documented Rsbuild 1.x');
  assert.match(results.tools[0].description, /^Rsbuild 1\.7\.\d+$/);
});

test('the page draws the measured setups from the results file, three metrics each', () => {
  const { groups: benchmarkGroups, source: benchmarkSource } = benchmarkView(results as BenchmarkResults);
  assert.deepEqual(
    benchmarkGroups.map((group) => group.label),
    ['Rsbuild', 'Vite + SWC', 'webpack + SWC', 'webpack + Babel'],
  );
  for (const group of benchmarkGroups) assert.deepEqual(group.metrics.map((metric) => metric.desc), ['dev', 'build', 'hmr'], group.label);
  assert.equal(benchmarkSource.components, 1000);
  assert.equal(benchmarkSource.date, results.date);
});
