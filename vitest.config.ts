import { existsSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner for the whole repository: each workspace is a project; browser tests run only
// when a system Chromium is there (CI installs it, see .ci/run).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withBrowser = existsSync(chromium) && process.env.PLACAR_SKIP_E2E !== '1';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // the fault suite runs on its own (npm run test:faults): it starts server processes
          exclude: [...configDefaults.exclude, 'src/**/*.faults.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'faults',
          root: 'apps/server',
          include: ['src/**/*.faults.test.ts'],
          testTimeout: 420_000,
          hookTimeout: 600_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'backoffice',
          root: 'apps/backoffice',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      ...(withBrowser
        ? [
            {
              test: {
                name: 'e2e',
                root: 'apps/web',
                include: ['e2e/**/*.e2e.ts'],
                globalSetup: ['./e2e/global-setup.ts'],
                testTimeout: 120_000,
                hookTimeout: 120_000,
                fileParallelism: false,
                pool: 'forks',
              },
            },
          ]
        : []),
    ],
  },
});
