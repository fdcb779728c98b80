import type { VerifierOptions } from '@pact-foundation/pact';

// What every provider-state file (providerStates.ts and the per-issue ones it spreads in) shares:
// the handlers' type and the one way to read a state's parameter.

export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
export type Params = Record<string, unknown>;

/** A state's text parameter; a missing or empty one stops the state with its name. */
export const text = (params: unknown, name: string): string => {
  const value = (params as Params | undefined)?.[name];
  if (typeof value !== 'string' || !value) throw new Error(`provider state needs a "${name}"`);
  return value;
};
