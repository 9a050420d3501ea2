/** `{{name}}` in a text replaced by `values.name`, as the framework's `useI18n` does. */
export function fillText(text: string, values?: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? name);
}

