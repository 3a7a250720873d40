import { mergeConfig, type UserWorkspaceConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The web app's Vite configuration (aliases, plugins) with a project's test options. */
export const webProject = (project: UserWorkspaceConfig) => mergeConfig(viteConfig, project);
