import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { LATEST, VERSION_API_GLOBAL, VERSION_QUERY, VERSION_STORAGE_KEY, type ReaderVersionApi } from '../../common/rsbuild-versions';
import { useUiText } from '../i18n/useUiText';
import './ReaderVersion.css';

/** What the head script brought: the data and the functions that apply a choice (common/rsbuild-versions.ts). */
const readerVersions = () => (window as unknown as Record<string, ReaderVersionApi | undefined>)[VERSION_API_GLOBAL];

function storedChoice(): string {
  try {
    return readerVersions()?.normalize(localStorage.getItem(VERSION_STORAGE_KEY)) ?? LATEST;
  } catch {
    return LATEST;
  }
}

/**
 * "Your Rsbuild version": the reader's 1.x release, kept in localStorage. The head script has
 * already applied a stored choice or `?rsbuild=` before the first paint; this control changes it
 * and follows other tabs and `?rsbuild=` on links followed inside the site.
 */
export function ReaderVersionControl() {
  const t = useUiText();
  const { search } = useLocation();
  // Undefined until hydrated: the server renders "latest" alone; the stored choice and the other
  // entries come after hydration (the select's width is set by the stylesheet, so nothing moves).
  const [choice, setChoice] = useState<string>();
  const show = (next: string) => {
    readerVersions()?.apply(next);
    setChoice(next);
  };
  const choose = (next: string) => {
    try {
      localStorage.setItem(VERSION_STORAGE_KEY, next);
    } catch {
      // Storage can be off (private modes); the choice then holds for this page only.
    }
    show(next);
  };

  useEffect(() => {
    const fromQuery = readerVersions()?.normalize(new URLSearchParams(search).get(VERSION_QUERY));
    if (fromQuery) choose(fromQuery);
    else setChoice(storedChoice());
  }, [search]);

  useEffect(() => {
    // Another tab's choice: the `storage` event fires in every other tab of the site.
    const onStorage = (event: StorageEvent) => event.key === VERSION_STORAGE_KEY && show(storedChoice());
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, []);

  const data = choice && readerVersions()?.data;
  // A choice given by `?rsbuild=1.5.3` that no mark names is an entry of its own.
  const entries = !data ? [] : choice === LATEST || data.choices.includes(choice!) ? data.choices : [choice!, ...data.choices];
  return (
    <label className="rv-control">
      {t('readerVersion.label')}
      <select value={choice ?? LATEST} onChange={(event) => choose(event.target.value)}>
        <option value={LATEST}>{t('readerVersion.latest', { version: data ? data.newest : '1.x' })}</option>
        {entries.map((entry) => (
          <option key={entry}>{entry}</option>
        ))}
      </select>
    </label>
  );
}
