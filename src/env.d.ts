interface ImportMetaEnv {
  /** Whether this build shows draft insights and case studies (scripts/build/content-plugins.mjs). */
  readonly SHOW_DRAFTS?: boolean;
  /** This build's identity, random per build (scripts/build/content-plugins.mjs). */
  readonly SITE_BUILD_ID?: string;
}

/** A Markdown or MDX file compiled by scripts/build/content-plugins.mjs: its text, given the components it names. */
declare module '*.mdx' {
  const Text: import('react').ComponentType<{
    components?: Record<string, import('react').ComponentType<never>>;
  }>;
  export default Text;
}

/** The wrangler.toml settings of the environment this build is for (scripts/build/worker-config.mjs). */
declare module 'virtual:lexaris/worker-config' {
  const settings: import('./lib/worker-config').WorkerConfig;
  export default settings;
}
