// deno-fmt-ignore-file
// biome-ignore format: generated types do not need formatting
// prettier-ignore
import type { GetConfigResponse, PathsForPages } from 'waku/router';
// prettier-ignore
import type { getConfig as File_Root_getConfig } from './pages/_root';
// prettier-ignore
import type { getConfig as File_ServicePath_getConfig } from './pages/[...servicePath]';
// prettier-ignore
import type { getConfig as File_404_getConfig } from './pages/404';
// prettier-ignore
import type { getConfig as File_Contact_getConfig } from './pages/contact';
// prettier-ignore
import type { getConfig as File_Index_getConfig } from './pages/index';

// prettier-ignore
type Page =
  | ({ path: '/404' } & GetConfigResponse<typeof File_404_getConfig>)
  | ({ path: '/[...servicePath]' } & GetConfigResponse<typeof File_ServicePath_getConfig>)
  | ({ path: '/_root' } & GetConfigResponse<typeof File_Root_getConfig>)
  | ({ path: '/contact' } & GetConfigResponse<typeof File_Contact_getConfig>)
  | ({ path: '/' } & GetConfigResponse<typeof File_Index_getConfig>);

// prettier-ignore
declare module 'waku/router' {
  interface RouteConfig {
    paths: PathsForPages<Page>;
  }
  interface CreatePagesConfig {
    pages: Page;
  }
}
