interface ImportMetaEnv {
  /** The platform title after each page title; when unset the auth package's generic default applies. */
  readonly VITE_PLATFORM_TITLE?: string;
}
