interface ImportMetaEnv {
  /** Whether this build shows draft insights and case studies (scripts/build/content-plugins.mjs). */
  readonly SHOW_DRAFTS?: boolean;
}
