// Types of first-screen-css.mjs (plain JavaScript: scripts/serve.mjs runs it without a build step).
export type StylesheetNode = { text: string; selectors?: string[][] } | { open: string; children: StylesheetNode[]; keepEmpty: boolean };
export declare function requiredClasses(selectorList: string): string[][];
export declare function parseStylesheet(css: string): StylesheetNode[];
export declare function rulesForClasses(nodes: StylesheetNode[], classes: Set<string>): string;
export declare function classNamesIn(html: string): Set<string>;
export declare function firstScreenCssCache(limit?: number): (css: string, classes: Set<string>) => string;
export declare function decodeEntities(value: string): string;
