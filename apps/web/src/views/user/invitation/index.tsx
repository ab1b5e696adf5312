export { InvitationPage as default } from '../../../features/account/index.ts';
