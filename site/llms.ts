import type { LlmsTxtContext } from '@rspress/core';
import { siteLocales } from './locales';

/**
 * llms.txt per language. The title and description come from the locale, because
 * the site has no top-level title (see rspress.config.ts).
 */
export function renderLlmsTxt({ lang, sections }: LlmsTxtContext): string {
  const locale = siteLocales.find((item) => item.lang === lang) ?? siteLocales[0];
  const lines = [`# ${locale.title}`, '', `> ${locale.description}`];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(`- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
