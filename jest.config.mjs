import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/stubs/empty.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/unit/**/*.test.tsx', '<rootDir>/tests/fuzz/pure/**/*.test.ts'],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: 'integration',
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts', '<rootDir>/tests/security/**/*.test.ts', '<rootDir>/tests/faults/**/*.test.ts', '<rootDir>/tests/fuzz/api/**/*.test.ts'],
    setupFilesAfterEnv: ['<rootDir>/tests/integration/setup.ts'],
    testTimeout: 60_000,
  })();
  return { projects: [unit, integration] };
}
