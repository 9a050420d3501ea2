// Links written once in frontmatter or data, shown on pages of either language.

/** Whether a link leaves the site (it then opens in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || /^(mailto|tel):/.test(href);
}
