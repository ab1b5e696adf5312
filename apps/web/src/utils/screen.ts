/** Below this body width the shell switches to mobile mode (and the pager to its compact form). */
export const MOBILE_WIDTH = 992;
