/** The hash of what the station data is made from (build-stamp.mjs says what). */
export declare function stationDataInputs(): string;
/** The hash of what a site build is made from, with its settings from `env`. */
export declare function siteInputs(env: NodeJS.ProcessEnv): string;
/** Whether `dir` holds a finished build (or data) made from `inputs`. */
export declare function isStamped(dir: string, inputs: string): boolean;
/** Marks `dir` as a finished build made from `inputs`. */
export declare function writeStamp(dir: string, inputs: string): void;
/** Marks `dir` as unfinished, before it is built again. */
export declare function removeStamp(dir: string): void;
