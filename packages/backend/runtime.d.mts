/** Node flags the backend's process is started with (runtime.mjs says why). */
export declare const BACKEND_NODE_FLAGS: readonly string[];
/** Environment the backend's process is started with (runtime.mjs says why). */
export declare const BACKEND_ENV: Readonly<Record<string, string>>;
