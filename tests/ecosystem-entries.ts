/** The eight ecosystem entries the spec requires, in order, with the sites they open. */
export const ECOSYSTEM_ENTRIES: [name: string, url: string][] = [
  ['Rspack', 'https://rspack.rs'],
  ['Rsbuild', 'https://rsbuild.rs'],
  ['Rspress', 'https://rspress.rs'],
  ['Rslib', 'https://rslib.rs'],
  ['Rsdoctor', 'https://rsdoctor.rs'],
  ['Rstest', 'https://rstest.rs'],
  ['Rslint', 'https://rslint.rs'],
  ['Awesome Rstack', 'https://github.com/rstackjs/awesome-rstack'],
];
