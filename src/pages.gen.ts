// deno-fmt-ignore-file
// biome-ignore format: generated types do not need formatting
// prettier-ignore
import type { GetConfigResponse, PathsForPages, SearchCodecsForPages } from 'waku/router';
// prettier-ignore
import type { getConfig as File_ApiBookingTokenCallIcs_getConfig } from './pages/_api/booking/[token]/call.ics';
// prettier-ignore
import type { getConfig as File_ApiCalendarFile_getConfig } from './pages/_api/calendar/[file]';
// prettier-ignore
import type { getConfig as File_ApiCount_getConfig } from './pages/_api/count';
// prettier-ignore
import type { getConfig as File_ApiStatsCsv_getConfig } from './pages/_api/stats.csv';
// prettier-ignore
import type { getConfig as File_Root_getConfig } from './pages/_root';
// prettier-ignore
import type { getConfig as File_ServicePath_getConfig } from './pages/[...servicePath]';
// prettier-ignore
import type { getConfig as File_404_getConfig } from './pages/404';
// prettier-ignore
import type { getConfig as File_Accessibility_getConfig } from './pages/accessibility';
// prettier-ignore
import type { getConfig as File_Book_getConfig } from './pages/book';
// prettier-ignore
import type { getConfig as File_BookingToken_getConfig } from './pages/booking/[token]';
// prettier-ignore
import type { getConfig as File_CaseStudiesSlug_getConfig } from './pages/case-studies/[slug]';
// prettier-ignore
import type { getConfig as File_CaseStudiesIndex_getConfig } from './pages/case-studies/index';
// prettier-ignore
import type { getConfig as File_CaseStudiesPagePage_getConfig } from './pages/case-studies/page/[page]';
// prettier-ignore
import type { getConfig as File_Contact_getConfig } from './pages/contact';
// prettier-ignore
import type { getConfig as File_Index_getConfig } from './pages/index';
// prettier-ignore
import type { getConfig as File_InsightsSlug_getConfig } from './pages/insights/[slug]';
// prettier-ignore
import type { getConfig as File_InsightsIndex_getConfig } from './pages/insights/index';
// prettier-ignore
import type { getConfig as File_InsightsPagePage_getConfig } from './pages/insights/page/[page]';
// prettier-ignore
import type { getConfig as File_InsightsTagsTag_getConfig } from './pages/insights/tags/[tag]';
// prettier-ignore
import type { getConfig as File_Privacy_getConfig } from './pages/privacy';
// prettier-ignore
import type { getConfig as File_Stats_getConfig } from './pages/stats';
// prettier-ignore
import type { getConfig as File_Terms_getConfig } from './pages/terms';
// prettier-ignore
import type { getConfig as File_Trust_getConfig } from './pages/trust';

// prettier-ignore
type Page =
  | ({ path: '/404' } & GetConfigResponse<typeof File_404_getConfig>)
  | ({ path: '/[...servicePath]' } & GetConfigResponse<typeof File_ServicePath_getConfig>)
  | ({ path: '/_api/booking/[token]/call.ics' } & GetConfigResponse<
      typeof File_ApiBookingTokenCallIcs_getConfig
    >)
  | ({ path: '/_api/calendar/[file]' } & GetConfigResponse<typeof File_ApiCalendarFile_getConfig>)
  | ({ path: '/_api/count' } & GetConfigResponse<typeof File_ApiCount_getConfig>)
  | ({ path: '/_api/stats.csv' } & GetConfigResponse<typeof File_ApiStatsCsv_getConfig>)
  | ({ path: '/_root' } & GetConfigResponse<typeof File_Root_getConfig>)
  | ({ path: '/accessibility' } & GetConfigResponse<typeof File_Accessibility_getConfig>)
  | ({ path: '/book' } & GetConfigResponse<typeof File_Book_getConfig>)
  | ({ path: '/booking/[token]' } & GetConfigResponse<typeof File_BookingToken_getConfig>)
  | ({ path: '/case-studies/[slug]' } & GetConfigResponse<typeof File_CaseStudiesSlug_getConfig>)
  | ({ path: '/case-studies' } & GetConfigResponse<typeof File_CaseStudiesIndex_getConfig>)
  | ({ path: '/case-studies/page/[page]' } & GetConfigResponse<typeof File_CaseStudiesPagePage_getConfig>)
  | ({ path: '/contact' } & GetConfigResponse<typeof File_Contact_getConfig>)
  | ({ path: '/' } & GetConfigResponse<typeof File_Index_getConfig>)
  | ({ path: '/insights/[slug]' } & GetConfigResponse<typeof File_InsightsSlug_getConfig>)
  | ({ path: '/insights' } & GetConfigResponse<typeof File_InsightsIndex_getConfig>)
  | ({ path: '/insights/page/[page]' } & GetConfigResponse<typeof File_InsightsPagePage_getConfig>)
  | ({ path: '/insights/tags/[tag]' } & GetConfigResponse<typeof File_InsightsTagsTag_getConfig>)
  | ({ path: '/privacy' } & GetConfigResponse<typeof File_Privacy_getConfig>)
  | ({ path: '/stats' } & GetConfigResponse<typeof File_Stats_getConfig>)
  | ({ path: '/terms' } & GetConfigResponse<typeof File_Terms_getConfig>)
  | ({ path: '/trust' } & GetConfigResponse<typeof File_Trust_getConfig>);

// prettier-ignore
type Layout = { path: '/' };

// prettier-ignore
declare module 'waku/router' {
  interface RouteConfig {
    paths: PathsForPages<Page>;
  }
  interface CreatePagesConfig {
    pages: Page;
    layouts: Layout;
  }
  interface SearchCodecsConfig extends SearchCodecsForPages<Page> {}
}
