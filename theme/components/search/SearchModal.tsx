import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { DocSearchModal } from '@docsearch/react';
import { useNavigate } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { missingResultsUrl, searchIndexUrl } from '../../../site/search';
import { createLocalSearchClient } from './localSearch';
import { searchTranslations } from './translations';
import { dropUnreadableStoredSearches } from '../../search/storedSearches';
import './SearchModal.css';

/** The hosted provider's settings, replaced at build time; empty strings select the local index. */
const hosted = {
  appId: process.env.ALGOLIA_APP_ID ?? '',
  apiKey: process.env.ALGOLIA_API_KEY ?? '',
  indexName: process.env.ALGOLIA_INDEX_NAME ?? '',
};
const usesHostedSearch = Boolean(hosted.appId && hosted.apiKey && hosted.indexName);

const LOCAL_INDEX_NAME = 'rsbuild-docs-local';
const INPUT_MAX_LENGTH = 512;
const localClients = new Map<string, ReturnType<typeof createLocalSearchClient>>();

/** One client per language, kept for the page's lifetime so the index loads once. */
function localClientFor(lang: string) {
  let client = localClients.get(lang);
  if (!client) {
    client = createLocalSearchClient(searchIndexUrl(lang));
    localClients.set(lang, client);
  }
  return client;
}

interface Props {
  lang: 'en' | 'zh';
  initialQuery: string;
  onClose: () => void;
}

export default function SearchModal({ lang, initialQuery, onClose }: Props) {
  const navigate = useNavigate();
  const local = usesHostedSearch ? undefined : localClientFor(lang);
  const [indexFailed, setIndexFailed] = useState(false);
  // Before DocSearch's first render, which reads the stored searches.
  useState(() => dropUnreadableStoredSearches(usesHostedSearch ? hosted.indexName : LOCAL_INDEX_NAME));
  const [dropdown, setDropdown] = useState<Element | null>(null);

  useEffect(() => {
    // Start loading the index as soon as the modal opens; a failure surfaces on the first query.
    local?.load().catch(() => {});
    const root = document.documentElement;
    const previousTheme = root.dataset.theme;
    // DocSearch's dark palette keys off data-theme; the site marks dark mode with a class.
    root.dataset.theme = root.classList.contains('dark') ? 'dark' : 'light';
    root.dataset.searchBackend = usesHostedSearch ? 'hosted' : 'local';
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = INPUT_MAX_LENGTH;
    setDropdown(document.querySelector('.DocSearch-Dropdown'));
    return () => {
      if (previousTheme === undefined) delete root.dataset.theme;
      else root.dataset.theme = previousTheme;
      delete root.dataset.searchBackend;
    };
  }, [local]);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-search-failed', indexFailed);
    return () => document.documentElement.removeAttribute('data-search-failed');
  }, [indexFailed]);

  // DocSearch shows its error screen only until the request settles; with a local index that
  // is at once, so the error screen is kept here while the index cannot be loaded.
  const searchLocally = local
    ? async (request: Parameters<typeof local.search>[0]) => {
        try {
          const response = await local.search(request);
          setIndexFailed(false);
          return response;
        } catch (error) {
          setIndexFailed(true);
          throw error;
        }
      }
    : undefined;
  const texts = searchTranslations[lang].errorScreen;

  const errorScreen =
    indexFailed && dropdown
      ? createPortal(
          <div className="DocSearch-ErrorScreen rsb-search-error">
            <p className="DocSearch-Title">{texts?.titleText ?? 'Unable to fetch results'}</p>
            <p className="DocSearch-Help">{texts?.helpText ?? 'You might want to check your network connection.'}</p>
          </div>,
          dropdown,
        )
      : null;

  const modal = createPortal(
    <DocSearchModal
      appId={usesHostedSearch ? hosted.appId : 'local'}
      apiKey={usesHostedSearch ? hosted.apiKey : 'local'}
      indexName={usesHostedSearch ? hosted.indexName : LOCAL_INDEX_NAME}
      searchParameters={usesHostedSearch ? { facetFilters: [`lang:${lang}`] } : undefined}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      maxResultsPerGroup={20}
      translations={searchTranslations[lang]}
      placeholder={lang === 'zh' ? '搜索文档' : 'Search docs'}
      getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
      transformSearchClient={
        searchLocally ? (client) => ({ ...client, search: searchLocally as unknown as typeof client.search }) : undefined
      }
      navigator={{
        navigate({ itemUrl }) {
          navigate(itemUrl);
        },
        navigateNewTab({ itemUrl }) {
          window.open(itemUrl, '_blank', 'noopener');
        },
        navigateNewWindow({ itemUrl }) {
          window.open(itemUrl, '_blank', 'noopener');
        },
      }}
      hitComponent={({ hit, children }) => (
        <a
          href={hit.url}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            navigate(hit.url);
          }}
        >
          {children}
        </a>
      )}
      onClose={onClose}
    />,
    document.body,
  );
  return (
    <>
      {modal}
      {errorScreen}
    </>
  );
}
