/** What the build reads: a change to any of these makes the build stale. */
export const BUILD_INPUTS: string[];
/** Written after a successful build; its time is the build's. */
export const BUILD_STAMP: string;
/** The newest modification time (ms) under `entry`, skipping test files, which the build never reads. */
export function newestChange(entry: string): number;
/** Why a build is needed, or undefined when the last one is current. */
export function staleBecause(root: string): string | undefined;
