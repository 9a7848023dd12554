export declare const actionFieldsFromHtml: (html: string) => [string, string][];
