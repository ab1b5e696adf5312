export { MOBILE_WIDTH } from '../utils/screen.ts';
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
export const NAVBAR_HEIGHT = 50;
export const TAGS_HEIGHT = 34;
/** The pinned dashboard page (its tag cannot be closed). */
export const HOME_PATH = '/home/index';
