import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react';
import { useNavigate } from '@rspress/core/runtime';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { pageTextUrl, searchIndexUrl } from '../../common/search-format';
import { createLocalSearchClient } from './localSearchClient';
import type { Language } from '../../common/languages';
import { useUiText } from '../i18n/useUiText';
import './searchTexts';
import { dropUnreadableStoredSearches } from './storedSearches';
import './SearchModal.css';

/** The hosted provider's settings, replaced at build time; empty strings select the local index. */
const hosted = {
  appId: process.env.ALGOLIA_APP_ID ?? '',
  apiKey: process.env.ALGOLIA_API_KEY ?? '',
  indexName: process.env.ALGOLIA_INDEX_NAME ?? '',
};
const usesHostedSearch = Boolean(hosted.appId && hosted.apiKey && hosted.indexName);
/** Tests only: `host:port` of a local stand-in for the hosted provider, reached over http. */
const hostedTestHost = process.env.ALGOLIA_TEST_HOST ?? '';

/** Where a reader reports a query that should have found something: a new issue on the docs repository. */
function missingResultsUrl(query: string) {
  const params = new URLSearchParams({ title: `[Docs search] No results for "${query}"`, labels: 'documentation' });
  return `https://github.com/web-infra-dev/rsbuild/issues/new?${params}`;
}
const getMissingResultsUrl = ({ query }: { query: string }) => missingResultsUrl(query);
const openInNewTab = ({ itemUrl }: { itemUrl: string }) => {
  window.open(itemUrl, '_blank', 'noopener');
};

type SearchClient = Parameters<NonNullable<DocSearchModalProps['transformSearchClient']>>[0];

const LOCAL_INDEX_NAME = 'rsbuild-docs-local';
const INPUT_MAX_LENGTH = 512;
const localClients = new Map<string, ReturnType<typeof createLocalSearchClient>>();

/** One client per language, kept for the page's lifetime so the index loads once. */
function localClientFor(lang: string) {
  let client = localClients.get(lang);
  if (!client) {
    client = createLocalSearchClient({ index: searchIndexUrl(lang), pageText: (page) => pageTextUrl(lang, page) });
    localClients.set(lang, client);
  }
  return client;
}

interface Props {
  lang: Language;
  initialQuery: string;
  onClose: () => void;
}

// DocSearch rebuilds its search client and its autocomplete when some of its props change, and
// remounts every hit when the hit component changes: a modal rendered again while the page
// behind it updates (the next page's data arriving after a search) lost what the reader was doing,
// such as removing a recent search. Every prop below keeps its identity across renders.
export default function SearchModal({ lang, initialQuery, onClose }: Props) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const local = usesHostedSearch ? undefined : localClientFor(lang);
  const [searchFailed, setSearchFailed] = useState(false);
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
    document.documentElement.toggleAttribute('data-search-failed', searchFailed);
    return () => document.documentElement.removeAttribute('data-search-failed');
  }, [searchFailed]);

  const t = useUiText();
  const texts = t('search.modal.errorScreen');
  const transformSearchClient = useCallback(
    (client: SearchClient): SearchClient => {
      if (hostedTestHost) {
        // DocSearch bundles its own client and takes no hosts; its transporter reads this very
        // list on every request, so replacing its entries points it at the stand-in.
        const hosts = (client as unknown as { transporter: { hosts: object[] } }).transporter.hosts;
        hosts.splice(0, hosts.length, { url: hostedTestHost, accept: 'readWrite', protocol: 'http' });
      }
      const search = (local ? local.search : (request: never) => client.search(request)) as (request: unknown) => Promise<unknown>;
      // DocSearch shows its error screen only until the failed request settles, which is at once
      // for a local index or a quick server error: the screen is kept here until a search works.
      const searchShowingFailures = async (request: unknown) => {
        try {
          const response = await search(request);
          setSearchFailed(false);
          return response;
        } catch (error) {
          setSearchFailed(true);
          throw error;
        }
      };
      return { ...client, search: searchShowingFailures as SearchClient['search'] };
    },
    [local],
  );

  const searchParameters = useMemo(() => (usesHostedSearch ? { facetFilters: [`lang:${lang}`] } : undefined), [lang]);
  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        navigateRef.current(itemUrl);
      },
      navigateNewTab: openInNewTab,
      navigateNewWindow: openInNewTab,
    }),
    [],
  );
  const hitComponent = useCallback(
    ({ hit, children }: { hit: { url: string }; children: ReactNode }) => (
      <a
        href={hit.url}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          navigateRef.current(hit.url);
        }}
      >
        {children}
      </a>
    ),
    [],
  );

  const errorScreen =
    searchFailed && dropdown
      ? createPortal(
          <div className="DocSearch-ErrorScreen rsb-search-error">
            <p className="DocSearch-Title">{texts.titleText}</p>
            <p className="DocSearch-Help">{texts.helpText}</p>
          </div>,
          dropdown,
        )
      : null;

  const modal = createPortal(
    <DocSearchModal
      appId={usesHostedSearch ? hosted.appId : 'local'}
      apiKey={usesHostedSearch ? hosted.apiKey : 'local'}
      indexName={usesHostedSearch ? hosted.indexName : LOCAL_INDEX_NAME}
      searchParameters={searchParameters}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      maxResultsPerGroup={20}
      translations={t('search.modal')}
      placeholder={t('search.placeholder')}
      getMissingResultsUrl={getMissingResultsUrl}
      transformSearchClient={transformSearchClient}
      navigator={navigator}
      hitComponent={hitComponent}
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
