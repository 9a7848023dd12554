/**
 * The closed list of topics an insight can carry: its `tags` frontmatter
 * names these keys, and each has a page at /insights/tags/<key>.
 */
export const tags = {
  confidentiality: 'Confidentiality and privilege',
  'legal-research': 'Legal research',
  'document-review': 'Document review',
  'ai-agents': 'AI agents',
  automation: 'Automation',
  integration: 'Integration',
  'fine-tuning': 'Fine-tuning',
  'client-service': 'Client service',
  governance: 'AI governance',
  'buying-ai': 'Buying AI',
} as const satisfies Record<string, string>;

export type TagId = keyof typeof tags;
