/**
 * The people who write the firm's insights: an article's `author` frontmatter
 * names one of these keys, and the build refuses any other.
 */
export type Person = {
  name: string;
  role: string;
  /** One or two sentences, shown under an article. */
  bio: string;
};

export const people = {
  'amara-okafor': {
    name: 'Amara Okafor',
    role: 'Head of Legal AI',
    bio: 'A former commercial litigator who now leads the team that builds and evaluates our private legal assistants. She writes about where AI helps lawyers, and where it must not.',
  },
  'daniel-reyes': {
    name: 'Daniel Reyes',
    role: 'Principal Engineer, Integrations',
    bio: 'Daniel connects AI to the systems firms already run: practice management, document management and billing. Fifteen years of APIs, most of them older than he would like.',
  },
  'priya-nair': {
    name: 'Priya Nair',
    role: 'Machine Learning Lead',
    bio: 'Priya runs fine-tuning and evaluation: which model, trained on what, measured how. She has a low tolerance for benchmarks that do not look like real work.',
  },
  'tom-whitfield': {
    name: 'Tom Whitfield',
    role: 'Director, Client Delivery',
    bio: 'Tom has taken more than forty firms from first call to a system in daily use. He writes about the parts of an AI project that are not the AI.',
  },
} as const satisfies Record<string, Person>;

export type PersonId = keyof typeof people;
