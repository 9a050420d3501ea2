import { FrameworkCoupling } from './coupling';

/** The class of the framework's "Copy Markdown" / "Open" buttons above a page's title. */
const LLMS_CONTAINER_CLASS = 'rp-llms-container';
/** The class of the `#` link in each heading (site/framework/heading-anchors.ts). */
const FEED_HEADING_ANCHOR_CLASS = 'rp-header-anchor';

export const feedLlmsButtonsCoupling = new FrameworkCoupling(
  'feed items without the page-copy buttons',
  `the class "${LLMS_CONTAINER_CLASS}" of the element holding the framework's Markdown copy and open buttons in a page's HTML`,
);
export const feedHeadingAnchorsCoupling = new FrameworkCoupling(
  'feed items without heading anchors',
  `the class "${FEED_HEADING_ANCHOR_CLASS}" of the \`#\` link in each heading of a page's HTML`,
);

/**
 * Removes one element (and everything nested in it) for each opening tag that `opening` matches;
 * returns the HTML and how many were removed.
 */
function removeElements(html: string, opening: RegExp, tag: string): [string, number] {
  let result = html;
  let removed = 0;
  for (let match = opening.exec(result); match; match = opening.exec(result)) {
    let depth = 0;
    const tagPattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tagPattern.lastIndex = match.index;
    let end = result.length;
    for (let t = tagPattern.exec(result); t; t = tagPattern.exec(result)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    result = result.slice(0, match.index) + result.slice(end);
    removed++;
    opening.lastIndex = 0;
  }
  return [result, removed];
}

/**
 * A page's HTML, as the feed plugin reads it from the built page, without the page's UI: the
 * Markdown copy buttons, every other button (code blocks' copy and wrap), heading anchor marks and
 * comments.
 */
export function feedHtmlWithoutPageUi(html: string) {
  feedLlmsButtonsCoupling.candidate();
  if (/<h[2-6][^>]* id="/.test(html)) feedHeadingAnchorsCoupling.candidate();
  const [withoutLlms, llmsContainers] = removeElements(html, new RegExp(`<div[^>]*class="[^"]*${LLMS_CONTAINER_CLASS}[^"]*"[^>]*>`), 'div');
  feedLlmsButtonsCoupling.matched(llmsContainers);
  const [withoutButtons] = removeElements(withoutLlms, /<button\b[^>]*>/, 'button');
  let anchors = 0;
  const result = withoutButtons
    .replace(new RegExp(`<a[^>]*class="[^"]*${FEED_HEADING_ANCHOR_CLASS}[^"]*"[^>]*>[\\s\\S]*?</a>`, 'g'), () => {
      anchors++;
      return '';
    })
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  feedHeadingAnchorsCoupling.matched(anchors);
  return result;
}
