export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** `create foo@latest` → `create foo`: every tool fetches the newest version of a create package anyway. */
function stripLatestFromCreate(command: string) {
  return /^create\s/.test(command) ? command.replace(/^(create\s+\S+?)@latest\b/, '$1') : command;
}

/** yarn, pnpm and bun add packages with `add`; a plain `install` (only flags) installs the lock file as npm does. */
function toAddForm(command: string) {
  const words = command.split(/\s+/);
  if (words[0] !== 'install') return command;
  const installsPackages = words.slice(1).some((word) => !word.startsWith('-'));
  return installsPackages ? command.replace(/^install\b/, 'add') : command;
}

/** The command line each package manager needs for `command` (written as for npm, without `npm`). */
export function packageManagerCommands(command: string): Record<PackageManager, string> {
  const base = stripLatestFromCreate(command.trim());
  return {
    npm: `npm ${base}`,
    yarn: `yarn ${toAddForm(base)}`,
    pnpm: `pnpm ${toAddForm(base)}`,
    bun: `bun ${toAddForm(base)}`,
  };
}
