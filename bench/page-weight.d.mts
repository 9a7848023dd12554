import type { Page } from '@playwright/test';

export type ResourceKind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other';
export declare const RESOURCE_KINDS: readonly ResourceKind[];
export declare const PAINT_KINDS: readonly ResourceKind[];
export type WeighedResponse = {
  url: string;
  status: number;
  kind: ResourceKind;
  contentType: string;
  /** gzip -9 size of the body: the deterministic figure budgets check. */
  gzip: number;
  raw: number;
  /** Bytes on the wire as served (headers + body, after any content encoding). */
  wire: number;
  /** Requested before the load event (the document always is). */
  beforeLoad: boolean;
};
export type PageWeight = {
  url: string;
  status: number;
  requests: number;
  totals: Record<ResourceKind, { gzip: number; wire: number; count: number }>;
  /** The HTML, CSS and JS requested before the load event. */
  beforeLoad: { gzip: number; count: number };
  responses: WeighedResponse[];
  foreign: string[];
  images: { src: string; width: string | null; height: string | null }[];
};
export declare function weighPage(page: Page, url: string): Promise<PageWeight>;
