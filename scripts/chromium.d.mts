/** Path of Debian's Chromium (or CHROMIUM_PATH). */
export declare const chromiumPath: string;
/** Flags every browser test starts Chromium with. */
export declare const chromiumArgs: string[];
