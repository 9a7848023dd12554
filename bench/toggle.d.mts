import type { Page } from '@playwright/test';

export declare function timeToggleAtLoad(page: Page, url: string): Promise<number | null>;
