// Placeholder until the contrast check lands.
export const CONTRAST_AA = { normal: 4.5, large: 3 } as const;
