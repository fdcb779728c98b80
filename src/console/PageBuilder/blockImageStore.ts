import { createContext, useContext } from 'react';

// Where a block's own picture is stored (the image and text block): components never call the
// API (eslint's rule), so the console's screen provides the call (app/console/blockImageStore.ts)
// and stories a stand-in. Context rather than a prop through the form, the builder and its panel.

export interface BlockImageStore {
  /** Stores the file; answers the stored path the block keeps, or throws the server's refusal. */
  store: (file: File) => Promise<string>;
  /** The URL a stored path is shown at (the API host's). */
  url: (path: string) => string;
}

/**
 * Where no screen provides one: said beside the field. The page form and the experiments screen
 * (a variant's picture) both provide the API's; a story or test without one gets this.
 */
export const NO_BLOCK_IMAGE_STORE =
  'A picture cannot be uploaded here: upload it in the page’s own form.';

const unavailable: BlockImageStore = {
  store: () => Promise.reject(new Error(NO_BLOCK_IMAGE_STORE)),
  url: (path) => `/${path}`,
};

export const BlockImageStoreContext = createContext<BlockImageStore>(unavailable);

export const useBlockImageStore = () => useContext(BlockImageStoreContext);
