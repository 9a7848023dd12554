export declare const DEBIAN_CHROMIUM: string;
export declare function findChromium(): Promise<string | undefined>;
