// The Rstack projects: the eight entries of the navbar's ecosystem popover and, from the same
// entries, the six tool cards of the home page. Logos are our own drawings in
// docs/public/ecosystem/; each description is `ecosystem.tools.<id>` in common/i18n/.
import type { UiTexts } from '../../../common/i18n/dictionaries';

export type RstackProjectId = keyof UiTexts['ecosystem']['tools'];

export interface RstackProject {
  id: RstackProjectId;
  name: string;
  logo: string;
  /** Shrinks a logo whose drawing reaches the edges, so all marks look the same size. */
  logoScale?: number;
  url: string;
}

export const RSTACK_ORG_URL = 'https://github.com/web-infra-dev';

/** The popover's entries, in order. */
export const rstackProjects: RstackProject[] = [
  { id: 'rspack', name: 'Rspack', logo: '/ecosystem/rspack.svg', url: 'https://rspack.rs' },
  { id: 'rsbuild', name: 'Rsbuild', logo: '/ecosystem/rsbuild.svg', url: 'https://rsbuild.rs' },
  { id: 'rspress', name: 'Rspress', logo: '/ecosystem/rspress.svg', logoScale: 0.95, url: 'https://rspress.rs' },
  { id: 'rslib', name: 'Rslib', logo: '/ecosystem/rslib.svg', url: 'https://rslib.rs' },
  { id: 'rsdoctor', name: 'Rsdoctor', logo: '/ecosystem/rsdoctor.svg', logoScale: 0.95, url: 'https://rsdoctor.rs' },
  { id: 'rstest', name: 'Rstest', logo: '/ecosystem/rstest.svg', url: 'https://rstest.rs' },
  { id: 'rslint', name: 'Rslint', logo: '/ecosystem/rslint.svg', url: 'https://rslint.rs' },
  {
    id: 'awesomeRstack',
    name: 'Awesome Rstack',
    logo: '/ecosystem/awesome-rstack.svg',
    logoScale: 0.95,
    url: 'https://github.com/rstackjs/awesome-rstack',
  },
];

/** The tools of the home page's landing block. */
export const TOOL_CARD_IDS: RstackProjectId[] = ['rspack', 'rsbuild', 'rspress', 'rslib', 'rsdoctor', 'rstest'];
