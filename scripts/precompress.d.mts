/** Writes `file.br` and `file.gz` beside every text file under `dir`. */
export declare function precompress(dir: string): void;
