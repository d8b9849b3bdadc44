import type { BuildOptions } from 'esbuild';

/**
 * esbuild's options for the server written to `outdir` (main.js and chunks/): the build's, and the
 * server tests' that start it as a process.
 */
export function serverBuildOptions(outdir: string): BuildOptions;
