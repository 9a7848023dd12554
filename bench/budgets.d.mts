import type { PageWeight, ResourceKind } from './page-weight.mjs';

export declare const BUDGETS: Record<Extract<ResourceKind, 'js' | 'css' | 'html'> | 'beforeLoad', number>;
export declare const MODERN_IMAGE_TYPES: readonly string[];
export declare function budgetFailures(route: string, weight: PageWeight): string[];
