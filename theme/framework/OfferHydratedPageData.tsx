import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { useContext, useLayoutEffect } from 'react';

let offered = false;

/**
 * The framework's App loads the current page's data again when it mounts, unless the data waits
 * in its prefetch slot, and stores the new copy: a second render of the whole tree right after
 * hydration (1,491 components on /guide/start/quick-start). Layout effects run children first,
 * so this one puts the data the page was hydrated with into that slot before App looks; App then
 * stores the same object and React skips the render. Only the first mount: later pages come
 * through the framework's own navigation.
 */
export function OfferHydratedPageData() {
  const { data } = useContext(PageContext);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (offered || !data) return;
    offered = true;
    warmPageData(pathname, data);
  }, []);
  return null;
}
