/**
 * The sign-in domain's face: the home dashboard's daily check-in (one a day per user, with its
 * streak). Other domains, the app and the tests import only this file.
 */
export { signInRoutes } from './routes.ts';
export { signIn, signInInfo, signDayOf } from './service.ts';
