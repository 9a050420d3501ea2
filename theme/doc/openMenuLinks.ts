export function chatPrompt(markdownUrl: string) {
  return `Read ${markdownUrl}, I want to ask questions about it.`;
}

export function openMenuLinks(prompt: string) {
  return [
    { name: 'ChatGPT', href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: prompt })}` },
    { name: 'Claude', href: `https://claude.ai/new?${new URLSearchParams({ q: prompt })}` },
  ];
}
