import { defineConfig } from 'vitest/config';
import { frontendTest } from '../shared/build/vitest-frontend';

export default defineConfig({ test: frontendTest() });
