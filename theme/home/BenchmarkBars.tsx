import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useUiText } from '../i18n/useUiText';
import { useHomeBenchmark } from './useHomeBenchmark';
import { useLanguage } from '../lib/useLanguage';
import { barFraction, countUpLabel, formatTime, maxTime } from './barScale';
import type { BenchmarkGroup, BenchmarkMetricKey } from '../../common/benchmark';
import { figureText } from '../../common/languages';
import { HomeSection } from './HomeSection';
import '../lib/visuallyHidden.css';
import './BenchmarkBars.css';

type Phase = 'waiting' | 'running' | 'done';

/** The metrics in the order of the first group: one panel each. */
function metricKeys(groups: BenchmarkGroup[]): BenchmarkMetricKey[] {
  return groups[0]?.metrics.map((metric) => metric.desc) ?? [];
}

/**
 * Horizontal bars comparing the build setups. Every bar starts empty and, the first time the
 * chart scrolls into view, grows linearly to its time divided by the longest time of the whole
 * chart, over as many seconds as it measures, while its label counts up. Under reduced motion
 * the bars and labels show their final values at once.
 */
export function BenchmarkBars() {
  const t = useUiText();
  const { groups, source } = useHomeBenchmark();
  const lang = useLanguage();
  const chartRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [elapsed, setElapsed] = useState(0);
  const max = maxTime(groups);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || typeof IntersectionObserver === 'undefined') {
      setPhase('done');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // Once only: later scrolling never replays the animation.
        observer.disconnect();
        setPhase('running');
      },
      { threshold: 0.25 },
    );
    observer.observe(chart);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (phase !== 'running') return;
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const seconds = (now - start) / 1000;
      if (seconds >= max) {
        setPhase('done');
        return;
      }
      setElapsed(seconds);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, max]);

  const label = (time: number) => {
    if (phase === 'done') return formatTime(time);
    if (phase === 'running') return countUpLabel(time, elapsed);
    return formatTime(0);
  };

  return (
    <HomeSection name="bench" title={t('home.benchmark.title')} lead={t('home.benchmark.description')}>
      {/* Without JavaScript nothing animates: show the final widths straight away. */}
      <noscript>
        <style>{'.rsb-bench__bar{transform:scaleX(var(--rsb-bar-fraction))!important}'}</style>
      </noscript>
      <div className="rsb-bench__chart" ref={chartRef} data-state={phase}>
        {metricKeys(groups).map((key) => (
          <div className="rsb-bench__panel" key={key} role="group" aria-labelledby={`rsb-bench-metric-${key}`}>
            <h3 className="rsb-bench__metric" id={`rsb-bench-metric-${key}`}>
              {t(`home.benchmark.metrics.${key}`)}
            </h3>
            <ul className="rsb-bench__rows">
              {groups.map((group, index) => {
                const time = group.metrics.find((metric) => metric.desc === key)?.time ?? 0;
                const fraction = barFraction(time, max);
                return (
                  <li className={`rsb-bench__row${index === 0 ? ' rsb-bench__row--lead' : ''}`} key={group.label}>
                    <span className="rsb-bench__group" title={group.description}>
                      {group.label}
                    </span>
                    <span className="rsb-bench__track" aria-hidden="true">
                      <span
                        className="rsb-bench__bar"
                        data-fraction={fraction}
                        style={
                          {
                            '--rsb-bar-fraction': fraction,
                            transform: `scaleX(${phase === 'waiting' ? 0 : fraction})`,
                            transitionDuration: phase === 'running' ? `${time}s` : '0s',
                          } as CSSProperties
                        }
                      />
                    </span>
                    <span className="rsb-bench__time" aria-hidden="true">
                      {label(time)}
                    </span>
                    <span className="rsb-visually-hidden">{formatTime(time)}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      <p className="rsb-bench__source">
        {t('home.benchmark.source', {
          case: t('home.benchmark.caseName', { components: figureText(source.components, lang) }),
          runs: String(source.runs),
          date: source.date,
          machine: t('home.benchmark.machine', {
            cpu: source.machine.cpu,
            cores: String(source.machine.cores),
            memory: String(source.machine.memoryGiB),
            os: source.machine.os,
            load: `${source.machine.loadAverage.start[0]}–${source.machine.loadAverage.end[0]}`,
          }),
          versions: [...new Set(groups.map((group) => group.description))].join(' · '),
        })}
      </p>
      {/* Closed by default: opening it is the reader's own action, so it shifts nothing unasked. */}
      <details className="rsb-bench__versions">
        <summary>{t('home.benchmark.allVersions')}</summary>
        <ul>
          {groups.map((group) => (
            <li key={group.label}>
              <strong>{group.label}</strong>:{' '}
              {Object.entries(group.versions)
                .map(([name, version]) => `${name} ${version}`)
                .join(', ')}
            </li>
          ))}
          <li>{t('home.benchmark.environment', { node: source.machine.node, browser: source.machine.browser, react: source.reactVersion })}</li>
        </ul>
      </details>
    </HomeSection>
  );
}
