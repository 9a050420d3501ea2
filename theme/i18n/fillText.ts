/** `{{name}}` in a text replaced by `values.name`, as the framework's `useI18n` does. */
export function fillText(text: string, values?: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? name);
}

/** The text at a dotted key (`benchmark.metrics.hmr`) of a nested section of a dictionary. */
export function textAt(section: object, key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], section);
  if (typeof text !== 'string') throw new Error(`UI text "${key}" not found`);
  return text;
}
