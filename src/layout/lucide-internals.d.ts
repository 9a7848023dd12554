// The two parts of lucide-react 1.75 that src/layout/server-icon.tsx draws
// with; the package ships no types for them (its `./dist/*` export).
declare module 'lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs' {
  import type { LucideIconData, LucideIconNode } from 'lucide-react';
  import type { SVGAttributes } from 'react';
  export default function buildLucideIconForReact(
    icon: LucideIconData,
    params: {
      color: string;
      width: number | string;
      height: number | string;
      strokeWidth: number | string;
      absoluteStrokeWidth: boolean;
      nonScalingStroke: boolean;
      className: string;
      includeDefaultClasses: boolean;
      hasA11yProp: boolean;
      attributes: object;
    },
  ): [tag: 'svg', attributes: SVGAttributes<SVGSVGElement> & { xmlns?: string }, nodes: LucideIconNode[]];
}
declare module 'lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs' {
  export function hasA11yProp(props: object): boolean;
}
