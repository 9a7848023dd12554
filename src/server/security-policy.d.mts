export declare const SECURITY_HEADERS: Record<string, string>;
export declare const CACHE_CONTROL: { html: string; immutable: string };
export declare const contentSecurityPolicy: (scriptHashes?: readonly string[]) => string;
export declare function inlineScriptHashes(html: string): Promise<string[]>;
