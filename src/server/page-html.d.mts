export declare const planHref: (stylesheetHref: string) => string;
export declare const isWakuPage: (html: string) => boolean;
export declare const stylesheetHrefs: (html: string) => string[];
export declare function criticalCss(html: string, plans: readonly object[]): string;
export declare function rewritePage(
  html: string,
  options: { plans: ReadonlyMap<string, object>; keepPayload: boolean },
): { html: string; problems: string[] };
