import { useLocation } from '@rspress/core/runtime';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  LATEST,
  VERSION_DATA_GLOBAL,
  VERSION_QUERY,
  VERSION_STORAGE_KEY,
  applyReaderVersion,
  normalizeChoice,
  versionChoices,
  type ReaderVersionData,
} from '../../common/rsbuild-versions';
import { useUiText } from '../i18n/useUiText';
import './ReaderVersion.css';

/** The data the head script brought (site/reader-version.ts writes it into every page once). */
function versionData(): ReaderVersionData | undefined {
  return (window as unknown as Record<string, ReaderVersionData | undefined>)[VERSION_DATA_GLOBAL];
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function storedChoice(): string {
  try {
    return normalizeChoice(localStorage.getItem(VERSION_STORAGE_KEY)) ?? LATEST;
  } catch {
    return LATEST;
  }
}

function choose(data: ReaderVersionData, choice: string) {
  try {
    localStorage.setItem(VERSION_STORAGE_KEY, choice);
  } catch {
    // Storage can be off (private modes); the choice then holds for this page only.
  }
  applyReaderVersion(choice, data);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice: the `storage` event fires in every other tab of the site.
  const onStorage = (event: StorageEvent) => {
    const data = versionData();
    if (event.key !== VERSION_STORAGE_KEY || !data) return;
    applyReaderVersion(normalizeChoice(event.newValue), data);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * "Your Rsbuild version": the reader's 1.x release, kept in localStorage. The head script has
 * already applied a stored choice or `?rsbuild=` before the first paint; this control changes it
 * and follows other tabs and `?rsbuild=` on links followed inside the site.
 */
export function ReaderVersionControl() {
  const t = useUiText();
  const { search } = useLocation();
  // The server renders "latest" alone; the stored choice and the other entries come once the page
  // has hydrated (the select's width is fixed by the stylesheet, so nothing moves).
  const choice = useSyncExternalStore(subscribe, storedChoice, () => LATEST);
  const data = useSyncExternalStore(subscribe, versionData, () => undefined);
  const choices = useMemo(() => (data ? versionChoices(data) : []), [data]);

  useEffect(() => {
    const fromQuery = normalizeChoice(new URLSearchParams(search).get(VERSION_QUERY));
    const current = versionData();
    if (fromQuery && current && fromQuery !== storedChoice()) choose(current, fromQuery);
  }, [search]);

  return (
    <label className="rv-control">
      <span className="rv-control__label">{t('readerVersion.label')}</span>
      <select className="rv-control__select" value={choice} onChange={(event) => data && choose(data, event.target.value)}>
        <option value={LATEST}>{t('readerVersion.latest', { version: data?.newest ?? '1.x' })}</option>
        {data && choice !== LATEST && !choices.includes(choice) && <option value={choice}>{choice}</option>}
        {choices.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </label>
  );
}
