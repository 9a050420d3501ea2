import { useI18n, usePageData } from '@rspress/core/runtime';
import { FallbackHeading, Overview as FrameworkOverview, type Group, OverviewGroup } from '@rspress/core/theme-original';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { filterGroups } from './overviewFilter';

declare global {
  interface ImportMeta {
    env: { SSG_MD?: boolean };
  }
}

/**
 * An overview whose filter matches keys however they are written (`overviewFilter.ts`). The
 * framework's Overview filters with a plain substring test and takes no matcher, so this one
 * renders the same parts (heading, labelled filter, the framework's groups) around its own.
 */
export function FilteredOverview({ groups, content }: { groups: Group[]; content?: ReactNode }) {
  const { page } = usePageData();
  const t = useI18n();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterGroups(groups, query), [groups, query]);

  useEffect(() => {
    if (page.frontmatter.overview === true) input.current?.focus();
  }, [page.frontmatter.overview]);

  // The Markdown copy of the page (llms.txt) has no filter: the framework's own rendering.
  if (import.meta.env.SSG_MD) return <FrameworkOverview groups={groups} content={content} />;

  return (
    <div className="rspress-doc rp-doc rspress-overview rp-overview">
      <FallbackHeading level={1} title={page.title || 'Overview'} />
      <div className="rp-overview-search">
        <label htmlFor="api-filter" className="rp-overview-search__label">
          {t('overview.filterNameText')}
        </label>
        <input
          ref={input}
          type="search"
          id="api-filter"
          className="rp-overview-search__input"
          placeholder={t('overview.filterPlaceholderText')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {content}
      {shown.length ? (
        shown.map((group) => <OverviewGroup key={group.name} group={group} />)
      ) : (
        <div className="rp-overview__empty">{`${t('overview.filterNoResultText')}: ${query}`}</div>
      )}
    </div>
  );
}
