export declare const DEFAULT_SITE_PORT: number;
export declare function siteUrlFor(env: NodeJS.ProcessEnv): string;
