/** Path of Debian's Chromium (or CHROMIUM_PATH): Lighthouse, the bench, README screenshots. */
export declare const chromiumPath: string;
/** Path of Debian's chromium-headless-shell (or TEST_CHROMIUM_PATH): the stories and journeys. */
export declare const testChromiumPath: string;
/** Flags every browser test starts Chromium with. */
export declare const chromiumArgs: string[];
