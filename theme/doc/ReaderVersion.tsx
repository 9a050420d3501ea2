import { useLocation } from '@rspress/core/runtime';
import { useEffect, useSyncExternalStore } from 'react';
import { LATEST, VERSION_API_GLOBAL, VERSION_QUERY, VERSION_STORAGE_KEY, type ReaderVersionApi } from '../../common/rsbuild-versions';
import { useUiText } from '../i18n/useUiText';
import './ReaderVersion.css';

/** What the head script brought: the data and the functions that apply a choice (common/rsbuild-versions.ts). */
const readerVersions = () => (window as unknown as Record<string, ReaderVersionApi | undefined>)[VERSION_API_GLOBAL];

const listeners = new Set<() => void>();

function storedChoice(): string {
  try {
    return readerVersions()?.normalize(localStorage.getItem(VERSION_STORAGE_KEY)) ?? LATEST;
  } catch {
    return LATEST;
  }
}

function choose(choice: string) {
  try {
    localStorage.setItem(VERSION_STORAGE_KEY, choice);
  } catch {
    // Storage can be off (private modes); the choice then holds for this page only.
  }
  readerVersions()?.apply(choice);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice: the `storage` event fires in every other tab of the site.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== VERSION_STORAGE_KEY) return;
    readerVersions()?.apply(readerVersions()?.normalize(event.newValue));
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
  // has hydrated (the select's width is set by the stylesheet, so nothing moves).
  const choice = useSyncExternalStore(subscribe, storedChoice, () => LATEST);
  const data = useSyncExternalStore(subscribe, () => readerVersions()?.data, () => undefined);

  useEffect(() => {
    const fromQuery = readerVersions()?.normalize(new URLSearchParams(search).get(VERSION_QUERY));
    if (fromQuery && fromQuery !== storedChoice()) choose(fromQuery);
  }, [search]);

  const choices = data?.choices ?? [];
  return (
    <label className="rv-control">
      <span className="rv-control__label">{t('readerVersion.label')}</span>
      <select className="rv-control__select" value={choice} onChange={(event) => choose(event.target.value)}>
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
