import { defineConfig } from 'vitest/config';
import { frontendTest } from '../build/vitest-frontend';

export default defineConfig({ test: frontendTest({ ownSetup: './test/setup.ts' }) });
