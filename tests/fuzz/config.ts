/**
 * Property-based fuzzing (fast-check). `npm test` runs every property with a fixed seed, so CI is repeatable; a
 * longer random run for local use:
 *
 *   FUZZ_SEED=random FUZZ_RUNS=2000 NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects unit --testPathPatterns fuzz
 *   FUZZ_SEED=random FUZZ_RUNS=500 TEST_DB=pglite NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects integration --testPathPatterns fuzz
 *
 * A failing property prints its seed, the path to replay it and the shrunk counter-example.
 */
export const FUZZ_SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261125);
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 100));

export function fuzzParams(runs = FUZZ_RUNS) {
  return { seed: FUZZ_SEED, numRuns: runs, verbose: 1 as const };
}
